/**
 * The site's menus as the registry's discovery document gives them (each remote's `area.json`, read
 * by the shell's own reader), for the tests and the bench: they take the labels and links from here,
 * so a changed label breaks no test. The shell itself learns them at run time (docs/discovery.md).
 */

import { type MenuLink, type MenuName, menuLinks } from '@codekade/shared/discovery';
import { parseDiscovery } from '@codekade/shared/discovery-reader';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { remoteApps } from './app-registry.mjs';
import { productionDiscovery } from './discovery-document.mjs';

/** An area by its federation name without `mf_`: `services` for mf_services. */
export type AreaKey = string;
/**
 * The seed's areas, which the tests and the bench name one by one (`navLabels.services`); an area
 * `pnpm new:remote` adds is in the same records under its own key. Only a type: the records are
 * read from the remotes' folders.
 */
export type SeedAreaKey = 'home' | 'services' | 'projects' | 'about' | 'contact';
/** A record of every area, whose seed areas' entries are known to be there. */
export type ByArea<T> = Readonly<Record<SeedAreaKey, T>> & Readonly<Record<AreaKey, T | undefined>>;

export interface NavItem {
  label: string;
  to: string;
}

/** The registry's areas, read as the composer reads the deployed document (a bad entry fails here). */
export const siteAreas = parseDiscovery(productionDiscovery(), {
  base: 'https://www.codekade.nl/',
  warn: (message) => {
    throw new Error(message);
  },
});

const itemsOf = (menu: MenuName): readonly NavItem[] =>
  menuLinks(siteAreas, menu).map(({ label, to }: MenuLink) => ({ label, to }));

/** Each area's label in `menu`, by area key; an area the menu does not list has its header label. */
function labelsIn(menu: MenuName): ByArea<string> {
  return Object.fromEntries(
    remoteApps.map((app) => {
      const menus = siteAreas.remotes.find((remote) => remote.name === app.name)?.menus;
      return [app.name.replace(/^mf_/, ''), menus?.[menu]?.label ?? menus?.header?.label ?? app.name];
    }),
  ) as ByArea<string>;
}

/** Link texts in the header and footer. */
export const navLabels = labelsIn('header');
/** The mobile menu's link texts ('Homepagina' for home). */
export const mobileNavLabels = labelsIn('mobile');

export const desktopNavigation = itemsOf('header');
export const mobileNavigation = itemsOf('mobile');
export const footerNavigation = itemsOf('footer');

/** The 404 page's ways on (its button leads home). */
export const notFoundWaysOn = { title: notFoundText.waysOnTitle, links: itemsOf('notFound') } as const;
