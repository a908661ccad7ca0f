import { mainPicturePainted } from './lib/main-picture';

// The async boundary lets federation negotiate the shared singletons before any of them is used.
void mainPicturePainted().then(() => import('./bootstrap'));
