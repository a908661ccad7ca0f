import type { ToasterProps } from 'react-hot-toast';

/**
 * The one toast look and place for the shell and a remote running standalone: bottom centre (the
 * spec's place for the success toast), above the chat button on a phone and beside it on a wider
 * screen (tokens.css `--toast-offset`), so a toast covers neither the header's menu nor the button.
 * A form that shows a toast moves the page so no field lies under it (mf-contact keep-clear-of-toast);
 * a toast that finds no such place at the bottom is shown at the top, under the header (`--toast-top`).
 */
export const toasterOptions = {
  position: 'bottom-center',
  containerStyle: { top: 'var(--toast-top)', bottom: 'var(--toast-offset)' },
  toastOptions: {
    style: {
      maxWidth: '26rem',
      padding: '0.75rem 1rem',
      borderRadius: 'var(--radius)',
      color: 'var(--color-text)',
      background: 'var(--color-surface)',
      boxShadow: 'var(--shadow-raised)',
      borderLeft: '4px solid var(--color-primary)',
      fontWeight: 500,
    },
    // Every error toast leads with the same mark (the required-fields text brings its own).
    error: { icon: '❌', style: { borderLeftColor: 'var(--color-danger)' } },
  },
} satisfies ToasterProps;
