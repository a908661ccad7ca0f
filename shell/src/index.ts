// The shell's browser entry (rsbuild's `index`): the start-up feature starts this app in stages
// (features/start-up/index.ts lists them); here the app layer only names the app it starts.
import { startFederatedApp } from './features/start-up';

// The app and its start share one chunk ("app", named so in the federated entry too).
startFederatedApp(() => import(/* webpackChunkName: "app" */ './app/App'));
