import { siteConfig } from '@codekade/shared/site-config';
import { Card } from '@codekade/shared/ui/Card';
import { ContactChannelLink } from '@codekade/shared/ui/ContactChannelLink';
import { PostalAddressLines } from '@codekade/shared/ui/PostalAddress';
import type { ReactNode } from 'react';
import { contactInfoText } from '../content/contact-page';
import styles from './ContactInfo.module.css';

/** 24x24 outline icon paths. */
const iconPaths = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  chat: 'M4 20l1.3-3.9A8 8 0 1 1 8 19zM9 10h.01M12 10h.01M15 10h.01',
  address: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};

function InfoItem({ icon, label, children }: { icon: keyof typeof iconPaths; label: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={iconPaths[icon]} />
        </svg>
      </span>
      <div>
        <p className={styles.label}>{label}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * Phone, e-mail, chat app and address of the agency, from the shared site config. The three channels
 * open the shell's contact widget at that channel.
 */
export function ContactInfo() {
  return (
    <Card as="section" tone="tinted" labelledBy="contact-info-heading">
      <h2 id="contact-info-heading" className={styles.heading}>
        {contactInfoText.heading}
      </h2>
      <p className={styles.intro}>{contactInfoText.intro}</p>
      <ul className={styles.list}>
        <InfoItem icon="phone" label={contactInfoText.phoneLabel}>
          <ContactChannelLink channel="phone">{siteConfig.phone.display}</ContactChannelLink>
        </InfoItem>
        <InfoItem icon="email" label={contactInfoText.emailLabel}>
          <ContactChannelLink channel="email">{siteConfig.email}</ContactChannelLink>
        </InfoItem>
        <InfoItem icon="chat" label={contactInfoText.chatLabel}>
          <ContactChannelLink channel="chat">{contactInfoText.chatLinkText}</ContactChannelLink>
        </InfoItem>
        <InfoItem icon="address" label={contactInfoText.addressLabel}>
          <address className={styles.address}>
            <PostalAddressLines />
          </address>
        </InfoItem>
      </ul>
    </Card>
  );
}
