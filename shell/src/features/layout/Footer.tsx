import { chatUrl, mailUrl, siteConfig } from '@codekade/shared/site-config';
import { Container } from '@codekade/shared/ui/Container';
import { LinkListNav } from '@codekade/shared/ui/LinkListNav';
import { PostalAddressLines } from '@codekade/shared/ui/PostalAddress';
import styles from './Footer.module.css';
import { footerNavigation } from './navigation';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            <PostalAddressLines />
            <br />
            <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
            <br />
            <a href={mailUrl}>{siteConfig.email}</a>
            <br />
            <a href={chatUrl}>WhatsApp</a>
          </address>
          <p>KvK-nummer: {siteConfig.kvkNumber}</p>
        </section>
        <LinkListNav
          id="footer-links"
          title="Snelle links"
          links={footerNavigation}
          titleClassName={styles.heading}
          listClassName={styles.links}
        />
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Volg ons
          </h2>
          <a href={siteConfig.socialUrl} target="_blank" rel="noopener noreferrer">
            Instagram
          </a>
        </section>
      </Container>
      <Container>
        <p className={styles.copyright}>
          © {siteConfig.copyrightYear} {siteConfig.legalName}. Alle rechten voorbehouden.
        </p>
      </Container>
    </footer>
  );
}
