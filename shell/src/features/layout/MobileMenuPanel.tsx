import { useLayoutStore } from '@codekade/shared/layout-store';
import { paths } from '@codekade/shared/routes';
import { NavLink } from 'react-router-dom';
import { mobileMenuText } from '../../content/layout-texts';
import { mobileNavigation } from '../../content/navigation';
import styles from './MobileMenuPanel.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The open mobile menu's links; loaded the first time the menu opens. */
export function MobileMenuPanel() {
  const menuOpen = useLayoutStore((state) => state.menuOpen);
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  return (
    <nav id={MOBILE_MENU_ID} className={styles.panel} aria-label={mobileMenuText.navLabel} hidden={!menuOpen}>
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
  );
}
