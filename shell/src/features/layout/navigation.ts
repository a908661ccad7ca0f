import { paths } from '@codekade/shared/routes';

export interface NavItem {
  label: string;
  to: string;
}

export const desktopNavigation: readonly NavItem[] = [
  { label: 'Home page', to: paths.home },
  { label: 'Diensten', to: paths.services },
  { label: 'Projecten', to: paths.projects },
  { label: 'Contact', to: paths.contact },
  { label: 'Over ons', to: paths.about },
];

export const mobileNavigation: readonly NavItem[] = [
  { label: 'Homepagina', to: paths.home },
  { label: 'Diensten', to: paths.services },
  { label: 'Projecten', to: paths.projects },
  { label: 'Over ons', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export const footerNavigation: readonly NavItem[] = [
  { label: 'Home page', to: paths.home },
  { label: 'Diensten', to: paths.services },
  { label: 'Contact', to: paths.contact },
  { label: 'Over ons', to: paths.about },
];
