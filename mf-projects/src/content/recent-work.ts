import { paths } from '@codekade/shared/routes';

/**
 * Texts of the recent-work band, the fragment slot the home page shows (shared/src/fragment-slots.ts).
 * The spec has no texts for it: these are the agency's own.
 */
export const recentWork = {
  title: 'Recent werk',
  /** How many of the newest projects with a page of their own the band shows. */
  count: 3,
  allProjects: { label: 'Bekijk al ons werk', to: paths.projects },
} as const;
