import { mailUrl, siteConfig } from '@codekade/shared/site-config';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { contactBlock } from '../../content/contactBlock';
import { Icon } from '../icons/Icon';
import { PageSection } from '../section/PageSection';
import styles from './ContactBlock.module.css';

export function ContactBlock() {
  return (
    <PageSection id="contact-block-title" title={contactBlock.title} description={contactBlock.description}>
      <div className={styles.card}>
        <ul className={styles.options}>
          <li>
            <a className={styles.option} href={siteConfig.phone.href}>
              <Icon name="phone" className={styles.icon} />
              <span>
                <span className={styles.label}>{contactBlock.phoneLabel}</span>
                <span className={styles.value}>{siteConfig.phone.display}</span>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.option} href={mailUrl}>
              <Icon name="mail" className={styles.icon} />
              <span>
                <span className={styles.label}>{contactBlock.emailLabel}</span>
                <span className={styles.value}>{siteConfig.email}</span>
              </span>
            </a>
          </li>
        </ul>
        <ButtonLink to={contactBlock.cta.to}>{contactBlock.cta.label}</ButtonLink>
      </div>
    </PageSection>
  );
}
