/** The menus' links: one label per area, and the order each menu lists them in. Tests read them from here. */
import { paths } from '@codekade/shared/routes';

export interface NavItem {
  label: string;
  to: string;
}

/** Link texts; the home page is "Home page" in the header and footer, "Homepagina" in the mobile menu. */
export const navLabels = {
  home: 'Home page',
  homeMobile: 'Homepagina',
  services: 'Diensten',
  projects: 'Projecten',
  contact: 'Contact',
  about: 'Over ons',
} as const;

export const desktopNavigation: readonly NavItem[] = [
  { label: navLabels.home, to: paths.home },
  { label: navLabels.services, to: paths.services },
  { label: navLabels.projects, to: paths.projects },
  { label: navLabels.contact, to: paths.contact },
  { label: navLabels.about, to: paths.about },
];

export const mobileNavigation: readonly NavItem[] = [
  { label: navLabels.homeMobile, to: paths.home },
  { label: navLabels.services, to: paths.services },
  { label: navLabels.projects, to: paths.projects },
  { label: navLabels.about, to: paths.about },
  { label: navLabels.contact, to: paths.contact },
];

export const footerNavigation: readonly NavItem[] = [
  { label: navLabels.home, to: paths.home },
  { label: navLabels.services, to: paths.services },
  { label: navLabels.contact, to: paths.contact },
  { label: navLabels.about, to: paths.about },
];
