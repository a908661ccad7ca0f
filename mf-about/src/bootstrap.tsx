import '@codekade/shared/styles/base.css';
import { paths } from '@codekade/shared/routes';
import { renderStandalone } from '@codekade/shared/standalone';
import AboutRoutes from './routes';

renderStandalone({ basePath: paths.about, AreaRoutes: AboutRoutes });
