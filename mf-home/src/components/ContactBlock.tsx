import { siteConfig } from '@codekade/shared/site-config';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { ContactChannelLink } from '@codekade/shared/ui/ContactChannelLink';
import { Icon } from '@codekade/shared/ui/Icon';
import { type ContactBlockChannel, contactBlock } from '../content/contact-block';
import styles from './ContactBlock.module.css';
import { PageSection } from './PageSection';

const channelValue: Record<ContactBlockChannel['channel'], string> = {
  phone: siteConfig.phone.display,
  email: siteConfig.email,
};

/** Phone and e-mail (they open the shell's contact widget at that channel) and the contact page. */
export function ContactBlock() {
  return (
    <PageSection
      id="contact-block-title"
      title={contactBlock.title}
      description={contactBlock.description}
      tone="tinted"
    >
      <div className={styles.card}>
        <ul className={styles.options}>
          {contactBlock.channels.map(({ channel, icon, label }) => (
            <li key={channel}>
              <ContactChannelLink channel={channel} className={styles.option}>
                <Icon name={icon} className={styles.icon} />
                <span>
                  <span className={styles.label}>{label}</span>
                  <span className={styles.value}>{channelValue[channel]}</span>
                </span>
              </ContactChannelLink>
            </li>
          ))}
        </ul>
        <ButtonLink to={contactBlock.cta.to}>{contactBlock.cta.label}</ButtonLink>
      </div>
    </PageSection>
  );
}
