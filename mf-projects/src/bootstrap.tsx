import '@codekade/shared/styles/base.css';
import { paths } from '@codekade/shared/routes';
import { renderStandalone } from '@codekade/shared/standalone';
import ProjectsRoutes from './routes';

renderStandalone({ basePath: paths.projects, AreaRoutes: ProjectsRoutes });
