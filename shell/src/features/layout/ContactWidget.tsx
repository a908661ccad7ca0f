import {
  type ContactChannel,
  closeContactWidget,
  toggleContactWidget,
  useContactWidget,
} from '@codekade/shared/layout/contact-widget';
import { useLayoutStore } from '@codekade/shared/layout-store';
import { useEffect, useRef } from 'react';
import { contactWidgetText } from '../../content/layout-texts';
import styles from './ContactWidget.module.css';
import { ContactChannelAnchor, contactChannels } from './contact-channels';

/**
 * Floating button that opens three ways to reach the agency; outside click and Escape close it. A
 * remote's contact link opens it through the store, with focus on the channel that link offered.
 */
export function ContactWidget() {
  const { open, channel } = useContactWidget();
  const setWidgetMounted = useLayoutStore((state) => state.setWidgetMounted);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef(new Map<ContactChannel, HTMLAnchorElement>());

  // Remotes' contact links open the widget only while it is here; otherwise they follow their href.
  useEffect(() => {
    setWidgetMounted(true);
    return () => setWidgetMounted(false);
  }, [setWidgetMounted]);

  useEffect(() => {
    if (open && channel) optionRefs.current.get(channel)?.focus();
  }, [open, channel]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) closeContactWidget();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeContactWidget();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className={styles.widget}>
      <ul
        id="contact-widget-options"
        className={styles.options}
        hidden={!open}
        aria-label={contactWidgetText.optionsLabel}
      >
        {contactChannels.map(({ channel, icon }) => (
          <li key={channel}>
            <ContactChannelAnchor
              channel={channel}
              icon={icon}
              className={styles.option}
              ref={(element) => {
                if (element) optionRefs.current.set(channel, element);
                else optionRefs.current.delete(channel);
              }}
            />
          </li>
        ))}
      </ul>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="contact-widget-options"
        aria-label={open ? contactWidgetText.close : contactWidgetText.open}
        onClick={toggleContactWidget}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 5h16v11H9l-5 4z'} />
        </svg>
      </button>
    </div>
  );
}
