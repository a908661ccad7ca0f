import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import { RecentWork } from './components/RecentWork';
import { projects } from './content/projects';
import { showcaseCategories } from './content/showcase';
import { showcaseProjects } from './lib/portfolio';
import ProjectsRoutes from './routes';

const categories = Object.values(showcaseCategories);

/** The projects area's pages as the build prerenders them for the first HTML, and its recent-work slot. */
export default definePrerender({
  remote: 'mf_projects',
  basePath: paths.projects,
  AreaRoutes: ProjectsRoutes,
  pages: [
    paths.projects,
    ...categories.flatMap((category) => [
      category.path,
      ...showcaseProjects(projects, category).map((project) => category.detailPath(project.id)),
    ]),
  ],
  notFound: [
    ...categories.map((category) => ({ pattern: `${category.path}/:id`, sample: `${category.path}/onbekend` })),
    { pattern: `${paths.projects}/*`, sample: `${paths.projects}/onbekend` },
  ],
  redirects: [],
  // The newest projects, for the home page (shared/src/fragment-slots.ts).
  slots: { 'recent-work': RecentWork },
});
