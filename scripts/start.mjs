/** `npm start`: install what is missing, build all six apps and serve the composed site. */
import { run } from '../platform/lib/run.mjs';
import { installDependencies } from '../platform/lib/setup.mjs';
import { ensureFirestoreEmulator } from '../platform/lib/system-tools.mjs';

installDependencies();
ensureFirestoreEmulator();
run('pnpm', ['build']);
await import('./serve.mjs');
