import { menuLinks } from '@codekade/shared/discovery';
import { paths } from '@codekade/shared/routes';
import { chatUrl, mailUrl, siteConfig } from '@codekade/shared/site-config';
import { ButtonLink, ExternalButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Container } from '@codekade/shared/ui/Container';
import { LinkListNav } from '@codekade/shared/ui/LinkListNav';
import { PostalAddressLines } from '@codekade/shared/ui/PostalAddress';
import { Link, useLocation } from 'react-router-dom';
import { footerText } from '../../content/layout-texts';
import { useSiteAreas } from '../../lib/site-areas';
import styles from './Footer.module.css';
import { Logo } from './Logo';

/** Every page ends with a call to contact: to the contact page, or on that page (it has the form) to the chat. */
function ClosingCall() {
  const onContactPage = useLocation().pathname === paths.contact;
  return (
    <Container>
      <div className={styles.closing}>
        <section aria-labelledby="footer-closing" className={styles.closingText}>
          <h2 id="footer-closing" className={styles.closingTitle}>
            {footerText.closing.title}
          </h2>
          <p>{footerText.closing.text}</p>
        </section>
        {onContactPage ? (
          <ExternalButtonLink href={chatUrl}>{footerText.closing.chatCta}</ExternalButtonLink>
        ) : (
          <ButtonLink to={paths.contact}>
            {footerText.closing.cta}
            <span aria-hidden="true">→</span>
          </ButtonLink>
        )}
      </div>
    </Container>
  );
}

export function Footer() {
  const links = menuLinks(useSiteAreas(), 'footer');
  return (
    <footer className={styles.footer}>
      <ClosingCall />
      <Container className={styles.columns}>
        <div className={styles.brand}>
          <Logo tone="onDark" />
          <p>{siteConfig.description}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footerText.contactHeading}
          </h2>
          <address className={styles.address}>
            <PostalAddressLines />
            <br />
            <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
            <br />
            <a href={mailUrl}>{siteConfig.email}</a>
            <br />
            <a href={chatUrl}>{footerText.chatLink}</a>
          </address>
          <p>
            {footerText.kvk}
            <br />
            {footerText.vat}
            <br />
            <Link to={paths.privacy}>{footerText.privacyLink}</Link>
          </p>
        </section>
        <LinkListNav
          id="footer-links"
          title={footerText.quickLinksTitle}
          links={links}
          classNames={{ title: styles.heading, list: styles.links }}
        />
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {footerText.socialHeading}
          </h2>
          <a href={siteConfig.socialUrl} className={styles.listLink} target="_blank" rel="noopener noreferrer">
            {footerText.socialLink}
          </a>
        </section>
      </Container>
      <Container>
        <p className={styles.copyright}>{footerText.copyright}</p>
      </Container>
    </footer>
  );
}
