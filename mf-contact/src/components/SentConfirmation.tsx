import { Button } from '@codekade/shared/ui/Button';
import { Icon } from '@codekade/shared/ui/Icon';
import { useEffect, useRef } from 'react';
import { contactFormText } from '../content/contact-form';
import type { SentMessage } from '../hooks/useContactForm';
import styles from './SentConfirmation.module.css';

interface SentConfirmationProps {
  message: SentMessage;
  onSendAnother: () => void;
}

/**
 * What stays in the form's place once a message is sent: a status that screen readers announce and
 * that takes the focus (the send button it came from is gone), in view above the toasts.
 */
export function SentConfirmation({ message, onSendAnother }: SentConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { title, body, sendAnother } = contactFormText.sent;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles.confirmation}>
      <p className={styles.title}>
        <span className={styles.mark}>
          <Icon name="tick" />
        </span>
        {title}
      </p>
      <p className={styles.body}>{body(message.email)}</p>
      <Button variant="secondary" onClick={onSendAnother}>
        {sendAnother}
      </Button>
    </div>
  );
}
