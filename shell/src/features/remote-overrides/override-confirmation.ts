/**
 * The confirmation a developer's override from a link needs before any of it loads: a modal dialog,
 * in plain DOM so the developer entry can show it before any React has loaded, naming each remote
 * and the origin its code would come from. Focus stays inside it; Escape and "Annuleren" refuse,
 * only "Doorgaan" confirms.
 */
import { overrideConfirmationText, thisComputer } from '../../content/override-confirmation-texts';
import { isLoopbackUrl } from '../../lib/loopback-urls';
import type { RemoteOverrides } from '../../lib/valid-override';
import styles from './OverrideConfirmation.module.css';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The origin as the person reads it: this computer for a loopback one. */
function originText(url: string): string {
  const { origin } = new URL(url);
  return isLoopbackUrl(url, url) ? `${origin} (${thisComputer})` : origin;
}

function dialogFor(overrides: RemoteOverrides): {
  dialog: HTMLDialogElement;
  cancel: HTMLButtonElement;
  confirm: HTMLButtonElement;
} {
  const text = overrideConfirmationText;
  const dialog = element('dialog', styles.dialog);
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'override-confirmation-title');
  dialog.setAttribute('aria-describedby', 'override-confirmation-warning');
  const title = element('h2', styles.title, text.title);
  title.id = 'override-confirmation-title';
  const list = element('dl', styles.list);
  for (const [remote, url] of Object.entries(overrides)) {
    if (url === undefined) continue;
    list.append(
      element('dt', undefined, text.remoteLabel),
      element('dd', undefined, remote),
      element('dt', undefined, text.originLabel),
      element('dd', undefined, originText(url)),
    );
  }
  const warning = element('p', styles.warning, text.warning);
  warning.id = 'override-confirmation-warning';
  const cancel = element('button', styles.button, text.cancel);
  const confirm = element('button', `${styles.button} ${styles.confirm}`, text.confirm);
  for (const button of [cancel, confirm]) button.type = 'button';
  const actions = element('div', styles.actions);
  actions.append(cancel, confirm);
  dialog.append(title, element('p', undefined, text.intro), list, warning, actions);
  return { dialog, cancel, confirm };
}

/**
 * Asks the person whether `overrides` may run on this site; resolves true only for "Doorgaan". The
 * dialog is removed again either way, and focus returns where it was.
 */
export function confirmOverrides(overrides: RemoteOverrides): Promise<boolean> {
  const { dialog, cancel, confirm } = dialogFor(overrides);
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  return new Promise((resolve) => {
    const close = (confirmed: boolean) => {
      dialog.removeEventListener('keydown', onKeydown);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      before?.focus();
      resolve(confirmed);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(false);
      } else if (event.key === 'Tab') {
        // The two buttons are all there is to focus: Tab and Shift+Tab go round between them.
        event.preventDefault();
        (document.activeElement === cancel ? confirm : cancel).focus();
      }
    };
    // The browser's own cancel (Escape on a modal dialog) is a refusal too.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(false);
    });
    dialog.addEventListener('keydown', onKeydown);
    cancel.addEventListener('click', () => close(false));
    confirm.addEventListener('click', () => close(true));
    document.body.append(dialog);
    // A modal dialog makes the rest of the page inert; without showModal (old browsers), it is open in place.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The safe choice has the focus first: Enter alone never starts foreign code.
    cancel.focus();
  });
}
