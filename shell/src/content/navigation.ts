/** The menus' links: one label per area, and the order each menu lists them in. Tests read them from here. */
import { paths } from '@codekade/shared/routes';

export interface NavItem {
  label: string;
  to: string;
}

type NavArea = 'home' | 'services' | 'projects' | 'contact' | 'about';

/** Link texts in the header and footer. */
export const navLabels = {
  home: 'Home page',
  services: 'Diensten',
  projects: 'Projecten',
  contact: 'Contact',
  about: 'Over ons',
} as const satisfies Record<NavArea, string>;

/** The mobile menu calls the home page differently; its other links read as in the header. */
export const mobileNavLabels = { ...navLabels, home: 'Homepagina' } as const;

const linksTo = (areas: readonly NavArea[], labels: Record<NavArea, string> = navLabels): readonly NavItem[] =>
  areas.map((area) => ({ label: labels[area], to: paths[area] }));

export const desktopNavigation = linksTo(['home', 'services', 'projects', 'contact', 'about']);
export const mobileNavigation = linksTo(['home', 'services', 'projects', 'about', 'contact'], mobileNavLabels);
export const footerNavigation = linksTo(['home', 'services', 'contact', 'about']);

/** The 404 page's ways on (its button leads home): every other area. */
export const notFoundWaysOn = {
  title: 'Waar wil je naartoe?',
  links: linksTo(['services', 'projects', 'about', 'contact']),
} as const;
