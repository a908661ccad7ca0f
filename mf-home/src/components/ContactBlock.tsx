import { siteConfig } from '@codekade/shared/site-config';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { ContactChannelLink } from '@codekade/shared/ui/ContactChannelLink';
import { contactBlock } from '../content/contact-block';
import styles from './ContactBlock.module.css';
import { Icon } from './Icon';
import { PageSection } from './PageSection';

/** Phone and e-mail (they open the shell's contact widget at that channel) and the contact page. */
export function ContactBlock() {
  return (
    <PageSection id="contact-block-title" title={contactBlock.title} description={contactBlock.description}>
      <div className={styles.card}>
        <ul className={styles.options}>
          <li>
            <ContactChannelLink channel="phone" className={styles.option}>
              <Icon name="phone" className={styles.icon} />
              <span>
                <span className={styles.label}>{contactBlock.phoneLabel}</span>
                <span className={styles.value}>{siteConfig.phone.display}</span>
              </span>
            </ContactChannelLink>
          </li>
          <li>
            <ContactChannelLink channel="email" className={styles.option}>
              <Icon name="mail" className={styles.icon} />
              <span>
                <span className={styles.label}>{contactBlock.emailLabel}</span>
                <span className={styles.value}>{siteConfig.email}</span>
              </span>
            </ContactChannelLink>
          </li>
        </ul>
        <ButtonLink to={contactBlock.cta.to}>{contactBlock.cta.label}</ButtonLink>
      </div>
    </PageSection>
  );
}
