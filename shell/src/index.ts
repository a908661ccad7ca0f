// Only modules without shared singletons here: federation negotiates those in the async boundary
// (`import('./bootstrap')`) before any of them is used.
import { startAppWhenNeeded } from './lib/app-start';
import { addAreaPreloads, hasAreaPreloads } from './lib/area-preloads';
import { holdEarlyInput } from './lib/early-input';

// In a task of its own: the federation runtime's start (this script) and the app's are two shorter
// tasks on a phone's main thread instead of one long one.
const startApp = () => setTimeout(() => void import('./bootstrap'), 0);

// A built page loads this entry from its boot script (boot.ts) once the app is to start; in
// development the page loads it at once, and it waits and holds input here instead.
if (process.env.NODE_ENV === 'production') startApp();
else {
  const startNow = startAppWhenNeeded(() => {
    addAreaPreloads();
    startApp();
  });
  holdEarlyInput(hasAreaPreloads(), startNow);
}
