import { startMeasurements } from './features/measurements';
import { nextTask } from './lib/next-task';

/**
 * The app starts in stages, each in a task of its own: React's DOM renderer, then the shell's app
 * code, then hydration (itself a transition that yields between components). Federation negotiates
 * each stage's shared modules as it loads, so that work is split the same way, and no stage holds a
 * phone's main thread long enough to delay a tap.
 */
async function startApp(): Promise<void> {
  startMeasurements();
  await import('react-dom/client');
  await nextTask();
  const { mountApp } = await import('./app/mount');
  await nextTask();
  mountApp();
}

void startApp();
