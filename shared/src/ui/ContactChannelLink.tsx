import { type ContactChannel, openContactWidget } from '@codekade/shared/layout/contact-widget';
import { contactChannelUrls } from '@codekade/shared/site-config';
import type { MouseEvent, ReactNode } from 'react';

interface ContactChannelLinkProps {
  channel: ContactChannel;
  className?: string;
  children: ReactNode;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real chat, tel or mailto link that, on a plain click, opens the shell's contact widget at that
 * channel instead. Without JavaScript, without the widget (a remote on its own) or with a modifier key
 * the link does what its href says. The markup never depends on the store, so hydration matches.
 */
export function ContactChannelLink({ channel, className, children }: ContactChannelLinkProps) {
  const external = channel === 'chat';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    if (openContactWidget(channel)) event.preventDefault();
  };
  return (
    <a
      href={contactChannelUrls[channel]}
      className={className}
      data-contact-channel={channel}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
