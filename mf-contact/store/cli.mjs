// @ts-check
/** `node mf-contact/store/cli.mjs`: runs the local contact store on its own (CONTACT_STORE_PORT, CONTACT_STORE_DIR). */
import { contactStoreOptionsFromEnv, startContactStore } from './contact-store.mjs';

const store = await startContactStore(contactStoreOptionsFromEnv());
console.log(`Contactopslag draait op ${store.origin}; berichten in ${store.dataDir}. Stoppen: Ctrl-C.`);

async function stop() {
  await store.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
