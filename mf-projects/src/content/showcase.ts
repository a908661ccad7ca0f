import { paths } from '@codekade/shared/routes';
import type { ProjectSectionId } from './project-sections';

/** The two video grids and their detail pages. */
export type ShowcaseCategoryId = 'websites' | 'webshops';

export interface ShowcaseCategory {
  id: ShowcaseCategoryId;
  /** The /projecten section whose showcase projects this grid lists. */
  section: ProjectSectionId;
  path: string;
  detailPath: (id: number) => string;
  title: string;
  description: string;
  /** The grid's own heading, read by screen readers only (the spec names none): its cards are h3 under it. */
  listTitle: string;
  /** Link from a detail page (or a missing project) back to this grid. */
  backLabel: string;
}

export const showcaseCategories: Record<ShowcaseCategoryId, ShowcaseCategory> = {
  websites: {
    id: 'websites',
    section: 'websites',
    path: paths.websiteProjects,
    detailPath: paths.websiteProject,
    title: 'Websites in beeld',
    description: 'Een paar websites die we bouwden, in korte video’s. Kies een project voor meer beelden.',
    listTitle: 'Alle websites',
    backLabel: 'Terug naar alle websites',
  },
  webshops: {
    id: 'webshops',
    section: 'webstores',
    path: paths.webshopProjects,
    detailPath: paths.webshopProject,
    title: 'Webshops in beeld',
    description: 'Webshops die we bouwden, in korte video’s. Kies een project voor meer beelden.',
    listTitle: 'Alle webshops',
    backLabel: 'Terug naar alle webshops',
  },
};

/** Texts of the grid and detail pages. */
export const showcaseTexts = {
  allProjects: { label: 'Alle projecten', to: paths.projects },
  cardMore: 'Bekijk project',
  highlightsTitle: 'Wat we bouwden',
  videosTitle: 'Het project in beeld',
  visitSite: (domain: string) => `Bezoek ${domain}`,
  playVideo: 'Video afspelen',
  pauseVideo: 'Video pauzeren',
  notFound: {
    title: 'Project niet gevonden!',
    text: 'Dit project bestaat niet (meer), of hoort bij een andere categorie.',
  },
} as const;
