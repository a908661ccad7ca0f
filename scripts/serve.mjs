/** Serves the built, composed site and the local contact store on loopback until Ctrl-C. Run `pnpm build` first. */
import { contactStoreOptionsFromEnv, startContactStore } from '../mf-contact/store/contact-store.mjs';
import { shellOrigin } from './lib/apps.mjs';
import { startStaticSite } from './lib/static-site.mjs';

// The contact form writes here unless the site was built for a real Firebase project;
// CONTACT_STORE_PORT=off leaves the port to the real Firestore emulator.
const storeOptions = contactStoreOptionsFromEnv();
const store = storeOptions.enabled ? await startContactStore(storeOptions) : undefined;
const site = await startStaticSite().catch(async (error) => {
  await store?.close();
  throw error;
});
console.log('Codekade draait:');
for (const app of site.apps) console.log(`  ${app.target.padEnd(12)} http://localhost:${app.port}/`);
if (store) console.log(`  contactopslag ${store.origin}/ (berichten in ${store.dataDir}; npm run messages)`);
console.log(`\nOpen ${shellOrigin} in je browser. Stoppen: Ctrl-C.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([site.close(), store?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
