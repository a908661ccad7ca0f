/** Serves the built, composed site on loopback until Ctrl-C. Run `pnpm build` first. */
import { shellOrigin } from './lib/apps.mjs';
import { startStaticSite } from './lib/static-site.mjs';

const site = await startStaticSite();
console.log('Codekade draait:');
for (const app of site.apps) console.log(`  ${app.target.padEnd(12)} http://localhost:${app.port}/`);
console.log(`\nOpen ${shellOrigin} in je browser. Stoppen: Ctrl-C.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
