/** Serves the built, composed site and the local contact store on loopback until Ctrl-C. Run `pnpm build` first. */
import { contactStoreOptionsFromEnv, startContactStore } from '../mf-contact/store/contact-store.mjs';
import { shellOrigin } from './lib/apps.mjs';
import { startStaticSite } from './lib/static-site.mjs';

// The contact form writes here unless the site was built for a real Firebase project.
const store = await startContactStore(contactStoreOptionsFromEnv());
const site = await startStaticSite().catch(async (error) => {
  await store.close();
  throw error;
});
console.log('Codekade draait:');
for (const app of site.apps) console.log(`  ${app.target.padEnd(12)} http://localhost:${app.port}/`);
console.log(`  ${'contactopslag'.padEnd(12)} ${store.origin}/ (berichten in ${store.dataDir}; npm run messages)`);
console.log(`\nOpen ${shellOrigin} in je browser. Stoppen: Ctrl-C.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([site.close(), store.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
