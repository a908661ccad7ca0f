import { useLayoutStore } from '@codekade/shared/layout-store';
import { paths } from '@codekade/shared/routes';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './MobileMenu.module.css';
import { mobileNavigation } from './navigation';

/** Burger button and menu panel; only visible in the mobile layout (CSS). */
export function MobileMenu() {
  const menuOpen = useLayoutStore((state) => state.menuOpen);
  const toggleMenu = useLayoutStore((state) => state.toggleMenu);
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    // The page behind an open menu must not scroll.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen, setMenuOpen]);

  return (
    <div className={styles.mobile}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        aria-label={menuOpen ? 'Menu sluiten' : 'Menu openen'}
        onClick={toggleMenu}
      >
        <span className={menuOpen ? `${styles.bars} ${styles.open}` : styles.bars} aria-hidden="true" />
      </button>
      <nav id="mobile-menu" className={styles.panel} aria-label="Mobiel menu" hidden={!menuOpen}>
        <ul>
          {mobileNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === paths.home}
                className={styles.link}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
