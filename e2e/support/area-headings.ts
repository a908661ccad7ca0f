import { aboutTitle } from 'mf-about/content/about';
import { projectsPage } from 'mf-projects/content/projects-page';
import { serviceLabels } from 'mf-services/content/service-labels';

/** The h1 of the landing page of three areas, from their content files: tests find a page by it. */
export const areaHeadings = {
  services: serviceLabels.overviewTitle,
  projects: projectsPage.title,
  about: aboutTitle,
} as const;
