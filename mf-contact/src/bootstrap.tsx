import '@codekade/shared/styles/base.css';
import { paths } from '@codekade/shared/routes';
import { renderStandalone } from '@codekade/shared/standalone';
import ContactRoutes from './routes';

renderStandalone({ basePath: paths.contact, AreaRoutes: ContactRoutes });
