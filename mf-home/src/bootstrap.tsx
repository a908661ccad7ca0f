import '@codekade/shared/styles/base.css';
import { paths } from '@codekade/shared/routes';
import { renderStandalone } from '@codekade/shared/standalone';
import HomeRoutes from './routes';

renderStandalone({ basePath: paths.home, AreaRoutes: HomeRoutes });
