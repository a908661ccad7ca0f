import type { ContactChannel } from '@codekade/shared/layout/contact-widget';
import { contactChannelUrls } from '@codekade/shared/site-config';
import type { MouseEventHandler } from 'react';
import { contactWidgetText } from '../../content/layout-texts';

/** The three ways to reach the agency, in the order the contact widget and the mobile menu offer them. */
export const contactChannels: readonly { channel: ContactChannel; icon: string }[] = [
  { channel: 'chat', icon: 'M4 20l1.3-3.9A8 8 0 1 1 8 19z' },
  {
    channel: 'phone',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  },
  { channel: 'email', icon: 'M3 6h18v12H3zM3 6l9 7 9-7' },
];

interface ContactChannelAnchorProps {
  channel: ContactChannel;
  icon: string;
  className?: string;
  /** A shorter visible label (a word of the full one, which stays the link's name). */
  shortLabel?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  ref?: (element: HTMLAnchorElement | null) => void;
}

/** One channel as a plain link with its icon and label: the chat app opens in a new tab, tel and mailto in place. */
export function ContactChannelAnchor({
  channel,
  icon,
  className,
  shortLabel,
  onClick,
  ref,
}: ContactChannelAnchorProps) {
  const label = contactWidgetText.channels[channel];
  return (
    <a
      ref={ref}
      className={className}
      href={contactChannelUrls[channel]}
      onClick={onClick}
      aria-label={shortLabel ? label : undefined}
      {...(channel === 'chat' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      <span>{shortLabel ?? label}</span>
    </a>
  );
}
