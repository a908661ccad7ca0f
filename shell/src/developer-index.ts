// The shell's developer entry (built into dist/developer/): the composer names it instead of `index`
// only for a browser with a developer's remote override. It boots the page on the overridden remote's
// development React with React Refresh, then starts the same app as `index.ts`.
import { startFederatedApp } from './features/start-up';

void import('./features/development-react')
  .then(({ bootOnDevelopmentReact }) => bootOnDevelopmentReact())
  .catch((error: unknown) => console.warn('[shell] Development React did not start:', error))
  .finally(() => startFederatedApp(() => import(/* webpackChunkName: "app" */ './app/App')));
