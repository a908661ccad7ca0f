import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import { projects } from './content/projects';
import { showcaseCategories } from './content/showcase';
import { showcaseProjects } from './lib/portfolio';
import ProjectsRoutes from './routes';

const categories = Object.values(showcaseCategories);

/** The projects area's pages as the build prerenders them for the first HTML. */
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
});
