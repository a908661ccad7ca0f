/** `npm start`: install what is missing, build all six apps and serve the composed site. */
import { run } from '@codekade/platform/run';
import { installDependencies } from '@codekade/platform/setup';
import { ensureFirestoreEmulator } from '@codekade/platform/system-tools';

installDependencies();
ensureFirestoreEmulator();
run('pnpm', ['build']);
await import('./serve.mjs');
