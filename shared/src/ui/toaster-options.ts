import type { ToasterProps } from 'react-hot-toast';

/** Bottom of the chat button's top edge (1.25rem from the bottom, 60 px tall) plus a gap. */
const ABOVE_CHAT_BUTTON = 'calc(1.25rem + 60px + 0.75rem)';

/**
 * The one toast look and place for the shell and a remote running standalone: bottom centre, above
 * the chat button, so a toast covers neither the header's menu nor the button.
 */
export const toasterOptions = {
  position: 'bottom-center',
  containerStyle: { bottom: ABOVE_CHAT_BUTTON },
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
