import { menuLinks } from '@codekade/shared/discovery';
import { paths } from '@codekade/shared/routes';
import { chatUrl, mailUrl, siteConfig } from '@codekade/shared/site-config';
import { Container } from '@codekade/shared/ui/Container';
import { LinkListNav } from '@codekade/shared/ui/LinkListNav';
import { PostalAddressLines } from '@codekade/shared/ui/PostalAddress';
import { Link } from 'react-router-dom';
import { footerText } from '../../content/layout-texts';
import { useSiteAreas } from '../../lib/site-areas';
import styles from './Footer.module.css';

export function Footer() {
  const links = menuLinks(useSiteAreas(), 'footer');
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
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
          <a href={siteConfig.socialUrl} target="_blank" rel="noopener noreferrer">
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
