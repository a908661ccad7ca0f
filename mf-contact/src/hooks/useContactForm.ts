import { type TypedValues, useValuesTypedBeforeHydration } from '@codekade/shared/hooks/useValuesTypedBeforeHydration';
import { nextTask } from '@codekade/shared/next-task';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type ContactFormField, contactFormText } from '../content/contact-form';
import {
  type ContactMessage,
  emptyContactForm,
  type FieldErrors,
  FORM_FIELDS,
  firstError,
  validateContactForm,
} from '../lib/contact-form-validation';
import { newMessageId, sendContactMessage } from '../lib/contact-message-sender';
import { keepClearOfToast, type ToastPlace, toastPlaceFor } from '../lib/keep-clear-of-toast';
import { loadToast } from '../lib/load-toast';

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

/** One toast id for validation feedback, so repeated clicks replace the toast instead of stacking. */
const VALIDATION_TOAST_ID = 'contact-form-validation';

/** Toasts are shown in the order asked for: each waits for the one load of react-hot-toast. */
function withToast(show: (toast: Awaited<ReturnType<typeof loadToast>>) => void) {
  loadToast().then(show, (error: unknown) => console.error('Loading the toasts failed.', error));
}

function showSuccess() {
  withToast((toast) => toast(contactFormText.toasts.success, { duration: 3500 }));
}

/**
 * Shows an error toast about `target` (a field, or the send button) with the focus on it: the page
 * moves no more than to keep the target with its label in view and, once the toast is there, no label,
 * error text, field or control under it (at the top, under the header, where the bottom has no room).
 */
function showErrorAbout(target: HTMLElement | null, text: string, options: { id?: string; icon?: null }) {
  if (!target) {
    withToast((toast) => toast.error(text, options));
    return;
  }
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
  // The toast shows whatever the measuring meets: at the toaster's own place if it cannot be placed.
  let place: ToastPlace = 'bottom-center';
  try {
    place = toastPlaceFor(target);
  } catch (error) {
    console.warn('Placing the toast clear of the form failed; it shows at the bottom.', error);
  }
  withToast((toast) => toast.error(text, { ...options, position: place }));
  void keepClearOfToast(target, text, place);
}

/** A sent message: the confirmation that stays in the form's place names where the answer goes. */
export interface SentMessage {
  email: string;
}

/** State and submit logic of the contact form: idle, sending, then idle again. */
export function useContactForm(
  send: (message: ContactMessage, messageId: string) => Promise<void> = sendContactMessage,
) {
  const [values, setValues] = useState(emptyContactForm);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // State updates are not synchronous: the ref stops a second click before the button is disabled.
  const sendingRef = useRef(false);
  // One document id per message: a retry after a lost answer sends the same id, so it cannot store
  // the message twice. A changed field makes it another message, with a new id.
  const messageIdRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<SentMessage | null>(null);
  // Set by "send another message": the form comes back with the cursor in its first field.
  const returningRef = useRef(false);

  useEffect(() => {
    if (sent || !returningRef.current) return;
    returningRef.current = false;
    const [firstField = 'name'] = FORM_FIELDS;
    (formRef.current?.elements.namedItem(firstField) as HTMLElement | null)?.focus();
  }, [sent]);

  // The toasts' code (not part of the page's first load) comes with the first focus in the form.
  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadToast().catch(() => undefined);
    form?.addEventListener('focusin', load, { once: true });
    return () => form?.removeEventListener('focusin', load);
  }, []);

  // What the visitor typed into the server's form before its code arrived becomes the state.
  useValuesTypedBeforeHydration(formRef, (typed: TypedValues) => {
    const texts = FORM_FIELDS.flatMap((field) => {
      const value = typed[field];
      return typeof value === 'string' ? [[field, value] as const] : [];
    });
    if (texts.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(texts) }));
    const bait = typed[HONEYPOT_FIELD];
    if (typeof bait === 'string') setHoneypot(bait);
  });

  function changeField(field: ContactFormField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      messageIdRef.current = null;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    };
  }

  function clearForm() {
    messageIdRef.current = null;
    setValues(emptyContactForm);
    setHoneypot('');
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;

    if (honeypot !== '') {
      // A bot: it sees the usual success and nothing is sent.
      clearForm();
      setSent({ email: '' });
      showSuccess();
      return;
    }

    const check = validateContactForm(values);
    if (check.outcome !== 'valid') {
      // Drawn now: where the toast can go depends on where the error texts push the fields.
      flushSync(() => setErrors(check.errors));
      const first = firstError(check.errors);
      // Both are error toasts in the one toast style; the text for empty fields carries its own ❌.
      const field = first ? (form.elements.namedItem(first.field) as HTMLElement | null) : null;
      if (check.outcome === 'missing')
        showErrorAbout(field, contactFormText.toasts.missingRequired, { id: VALIDATION_TOAST_ID, icon: null });
      else if (first) showErrorAbout(field, first.message, { id: VALIDATION_TOAST_ID });
      return;
    }

    sendingRef.current = true;
    setSending(true);
    try {
      // The tap's frame shows 'Verzenden...'; the write (Firebase's work) starts in a task after it.
      await nextTask();
      messageIdRef.current ??= newMessageId();
      await send(check.message, messageIdRef.current);
      clearForm();
      setSent({ email: check.message.email });
      withToast((toast) => toast.dismiss(VALIDATION_TOAST_ID));
      showSuccess();
    } catch (error) {
      console.error('Sending the contact message failed; the form keeps every value.', error);
      showErrorAbout(form.querySelector<HTMLElement>('[type="submit"]'), contactFormText.toasts.failure, {});
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  /** Shows the empty form again after the confirmation. */
  function sendAnother() {
    returningRef.current = true;
    setSent(null);
  }

  return { formRef, values, errors, sending, honeypot, setHoneypot, changeField, submit, sent, sendAnother };
}
