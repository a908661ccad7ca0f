import { useLayoutStore } from '@codekade/shared/layout-store';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mobileMenuText } from '../../content/layout-texts';
import { AppErrorBoundary } from '../shell-release';
import { makeOutsideInert } from './inert-outside';
import styles from './MobileMenu.module.css';

// A closed menu needs no links: they load on the first open.
const MobileMenuPanel = lazy(() => import('./MobileMenuPanel').then((module) => ({ default: module.MobileMenuPanel })));

/**
 * What an open menu becomes when its panel cannot render (its file gone after a shell release): closed,
 * so the page behind it never stays inert and unscrollable with nothing to show in front of it.
 */
function ClosedMenu() {
  const menuOpen = useLayoutStore((state) => state.menuOpen);
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  useEffect(() => {
    if (menuOpen) setMenuOpen(false);
  }, [menuOpen, setMenuOpen]);
  return null;
}

/**
 * Whether the menu shows: the store's flag, on the page it was opened on. A tap on one of its links to
 * another page closes it in that page's own render, so the page's first frame shows no menu, with no
 * store update before that frame (useRouteChangeEffects lowers the flag after it).
 */
function useMenuShown(): boolean {
  const menuOpen = useLayoutStore((state) => state.menuOpen);
  const { key } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (menuOpen && openedOn === null) setOpenedOn(key);
  if (!menuOpen && openedOn !== null) setOpenedOn(null);
  return menuOpen && (openedOn === null || openedOn === key);
}

/** Burger button and menu panel; only visible in the mobile layout (CSS). */
export function MobileMenu() {
  const menuOpen = useMenuShown();
  const toggleMenu = useLayoutStore((state) => state.toggleMenu);
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [everOpened, setEverOpened] = useState(false);
  if (menuOpen && !everOpened) setEverOpened(true);

  useEffect(() => {
    if (!menuOpen) return;
    // The page behind an open menu must not scroll.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Focus stays in the open menu: the page behind it takes no focus and no clicks.
    const restoreOutside = menuRef.current ? makeOutsideInert(menuRef.current) : undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = previousOverflow;
      restoreOutside?.();
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen, setMenuOpen]);

  return (
    <div ref={menuRef} className={styles.mobile}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        // Points at the panel once it exists.
        aria-controls={everOpened ? 'mobile-menu' : undefined}
        aria-label={menuOpen ? mobileMenuText.close : mobileMenuText.open}
        onClick={toggleMenu}
      >
        <span className={menuOpen ? `${styles.bars} ${styles.open}` : styles.bars} aria-hidden="true" />
      </button>
      {everOpened && (
        // A panel whose file is gone (a shell release) leaves the header as it is, not the page down.
        <AppErrorBoundary part="mobile menu panel" fallback={<ClosedMenu />}>
          <Suspense fallback={null}>
            <MobileMenuPanel open={menuOpen} />
          </Suspense>
        </AppErrorBoundary>
      )}
    </div>
  );
}
