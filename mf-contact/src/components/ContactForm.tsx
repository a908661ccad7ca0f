import { paths } from '@codekade/shared/routes';
import { Button } from '@codekade/shared/ui/Button';
import { Card } from '@codekade/shared/ui/Card';
import { Link } from 'react-router-dom';
import { contactFormText } from '../content/contact-form';
import { HONEYPOT_FIELD, useContactForm } from '../hooks/useContactForm';
import type { ContactMessage } from '../lib/contact-form-validation';
import { preloadMessageSender } from '../lib/contact-message-sender';
import { ContactFields } from './ContactFields';
import styles from './ContactForm.module.css';
import { NeedsJavaScriptNote } from './NeedsJavaScriptNote';
import { SentConfirmation } from './SentConfirmation';

interface ContactFormProps {
  /** Replaces the real sender in tests. */
  send?: (message: ContactMessage, messageId: string) => Promise<void>;
}

/**
 * The form 'Neem contact met ons op': validates, sends once, then thanks in its place (until the visitor
 * sends another) or keeps the values. Hidden rather than removed while it thanks: it stays the one live
 * form in its place, with its cleared state.
 */
export function ContactForm({ send }: ContactFormProps) {
  const { formRef, values, errors, sending, honeypot, setHoneypot, changeField, submit, sent, sendAnother } =
    useContactForm(send);
  const { privacyNotice } = contactFormText;

  return (
    <Card as="section" labelledBy="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.heading}>
        {contactFormText.heading}
      </h2>
      {sent && <SentConfirmation message={sent} onSendAnother={sendAnother} />}
      <p className={styles.intro} hidden={sent !== null}>
        {contactFormText.intro}
      </p>
      <NeedsJavaScriptNote />
      {/* noValidate: the form shows its own Dutch messages (toast and field errors) instead of the browser's bubbles.
          method="post": a submit that no script takes (JavaScript off) never puts what was typed in the address. */}
      <form
        ref={formRef}
        method="post"
        className={styles.form}
        noValidate
        hidden={sent !== null}
        aria-busy={sending}
        onFocus={preloadMessageSender}
        onSubmit={submit}
      >
        <ContactFields values={values} errors={errors} changeField={changeField} />
        {/* Honeypot: hidden from people and assistive technology; bots that fill it are dropped. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{contactFormText.honeypotLabel}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <Button type="submit" className={styles.submit} disabled={sending}>
          {sending ? contactFormText.sending : contactFormText.submit}
        </Button>
        <p className={styles.privacy}>
          {privacyNotice.before}
          <Link to={paths.privacy}>{privacyNotice.link}</Link>
          {privacyNotice.after}
        </p>
      </form>
    </Card>
  );
}
