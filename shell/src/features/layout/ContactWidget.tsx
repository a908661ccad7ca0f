import { useLayoutStore } from '@codekade/shared/layout-store';
import { chatUrl, mailUrl, siteConfig } from '@codekade/shared/site-config';
import { useEffect, useRef } from 'react';
import styles from './ContactWidget.module.css';

const options = [
  { label: 'Chat via WhatsApp', href: chatUrl, external: true, icon: 'M4 20l1.3-3.9A8 8 0 1 1 8 19z' },
  {
    label: `Bel ${siteConfig.phone.display}`,
    href: siteConfig.phone.href,
    external: false,
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  },
  { label: `Mail ${siteConfig.email}`, href: mailUrl, external: false, icon: 'M3 6h18v12H3zM3 6l9 7 9-7' },
];

/** Floating button that opens three ways to reach the agency; outside click and Escape close it. */
export function ContactWidget() {
  const open = useLayoutStore((state) => state.widgetOpen);
  const toggleWidget = useLayoutStore((state) => state.toggleWidget);
  const setWidgetOpen = useLayoutStore((state) => state.setWidgetOpen);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setWidgetOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setWidgetOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, setWidgetOpen]);

  return (
    <div ref={containerRef} className={styles.widget}>
      <ul id="contact-widget-options" className={styles.options} hidden={!open} aria-label="Contactmogelijkheden">
        {options.map((option) => (
          <li key={option.href}>
            <a
              className={styles.option}
              href={option.href}
              {...(option.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={option.icon} />
              </svg>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="contact-widget-options"
        aria-label={open ? 'Contactopties sluiten' : 'Contactopties openen'}
        onClick={toggleWidget}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 5h16v11H9l-5 4z'} />
        </svg>
      </button>
    </div>
  );
}
