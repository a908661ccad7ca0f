import { menuLinks } from '@codekade/shared/discovery';
import { useLayoutStore } from '@codekade/shared/layout-store';
import { paths } from '@codekade/shared/routes';
import { NavLink, useLocation } from 'react-router-dom';
import { mobileMenuText } from '../../content/layout-texts';
import { useSiteAreas } from '../../lib/site-areas';
import { ContactChannelAnchor, contactChannels } from './contact-channels';
import styles from './MobileMenuPanel.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The open mobile menu: the links, and at its foot the ways to reach us directly; loaded the first time the menu opens. */
export function MobileMenuPanel({ open }: { open: boolean }) {
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  const { pathname } = useLocation();
  const links = menuLinks(useSiteAreas(), 'mobile');
  return (
    <div id={MOBILE_MENU_ID} className={styles.panel} hidden={!open}>
      <nav aria-label={mobileMenuText.navLabel}>
        <ul>
          {links.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === paths.home}
                className={styles.link}
                // A link to another page closes the menu with that page's first frame (useRouteChangeEffects).
                onClick={() => {
                  if (item.to === pathname) setMenuOpen(false);
                }}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.foot} aria-labelledby="mobile-menu-contact-title">
        <h2 id="mobile-menu-contact-title" className={styles.footTitle}>
          {mobileMenuText.contactTitle}
        </h2>
        <ul className={styles.channels}>
          {contactChannels.map(({ channel, icon }) => (
            <li key={channel}>
              <ContactChannelAnchor
                channel={channel}
                icon={icon}
                className={styles.channel}
                shortLabel={mobileMenuText.channels[channel]}
                onClick={() => setMenuOpen(false)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
