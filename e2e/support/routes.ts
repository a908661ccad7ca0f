import { notFoundText } from '../../shared/src/not-found-texts';
/** Every public route of the site, with the page name its title must carry. */
export const publicRoutes = [
  { path: '/', title: 'Codekade - Home' },
  { path: '/diensten', title: 'Codekade - Diensten' },
  { path: '/diensten/webontwikkeling', title: /^Codekade - / },
  { path: '/diensten/webshops', title: /^Codekade - / },
  { path: '/diensten/design', title: /^Codekade - / },
  { path: '/diensten/seo', title: /^Codekade - / },
  { path: '/diensten/support', title: /^Codekade - / },
  { path: '/projecten', title: 'Codekade - Projecten' },
  { path: '/projecten/websites', title: /^Codekade - / },
  { path: '/projecten/webshops', title: /^Codekade - / },
  { path: '/projecten/websites/1', title: /^Codekade - / },
  { path: '/projecten/websites/3', title: /^Codekade - / },
  { path: '/projecten/webshops/2', title: /^Codekade - / },
  { path: '/projecten/webshops/4', title: /^Codekade - / },
  { path: '/projecten/webshops/5', title: /^Codekade - / },
  { path: '/over-ons', title: 'Codekade - Over Ons' },
  { path: '/contact', title: 'Codekade - Contact' },
  { path: '/privacy', title: 'Codekade - Privacyverklaring' },
] as const;

export const notFoundRoute = { path: '/bestaat-niet', title: `Codekade - ${notFoundText.title}` } as const;
