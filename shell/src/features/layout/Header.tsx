import { menuLinks } from '@codekade/shared/discovery';
import { useScrolled } from '@codekade/shared/layout/scroll';
import { paths } from '@codekade/shared/routes';
import { Container } from '@codekade/shared/ui/Container';
import { NavLink } from 'react-router-dom';
import { headerText } from '../../content/layout-texts';
import { useSiteAreas } from '../../lib/site-areas';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** Desktop and mobile header in one: CSS media queries decide which navigation shows. */
export function Header() {
  const scrolled = useScrolled();
  const links = menuLinks(useSiteAreas(), 'header');
  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header} data-scrolled={scrolled}>
      <Container className={styles.inner}>
        <Logo />
        <nav className={styles.desktopNav} aria-label={headerText.mainNavLabel}>
          <ul>
            {links.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // Diensten and Projecten stay marked on their detail pages; Home only on itself.
                  end={item.to === paths.home}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </Container>
    </header>
  );
}
