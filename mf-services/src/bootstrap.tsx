import '@codekade/shared/styles/base.css';
import { paths } from '@codekade/shared/routes';
import { renderStandalone } from '@codekade/shared/standalone';
import ServicesRoutes from './routes';

renderStandalone({ basePath: paths.services, AreaRoutes: ServicesRoutes });
