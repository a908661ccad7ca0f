// Only modules without shared singletons here: federation negotiates those in the async boundary
// (`import('./bootstrap')`) before any of them is used.
import { startAppWhenNeeded } from './features/composition/app-start';
import { addAreaPreloads, hasAreaPreloads } from './features/composition/area-preloads';
import { holdEarlyInput } from './features/composition/early-input';

const startApp = startAppWhenNeeded(() => {
  addAreaPreloads();
  void import('./bootstrap');
});
// Until then, a click or key press on the server's HTML is held and replayed once its part is live.
holdEarlyInput(hasAreaPreloads(), startApp);
