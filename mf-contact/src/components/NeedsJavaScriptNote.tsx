import { siteConfig } from '@codekade/shared/site-config';
import { ContactChannelLink } from '@codekade/shared/ui/ContactChannelLink';
import { contactFormText } from '../content/contact-form';
import styles from './NeedsJavaScriptNote.module.css';

/**
 * Shown only where the browser runs no script (`@media (scripting: none)`), in place of the fields,
 * which are hidden there: the form cannot send without JavaScript, so the visitor learns it before
 * typing anything, with the phone number and e-mail address to use instead.
 */
export function NeedsJavaScriptNote() {
  const { before, between, after } = contactFormText.needsJavaScript;
  return (
    <p className={styles.note}>
      {before}
      <ContactChannelLink channel="phone">{siteConfig.phone.display}</ContactChannelLink>
      {between}
      <ContactChannelLink channel="email">{siteConfig.email}</ContactChannelLink>
      {after}
    </p>
  );
}
