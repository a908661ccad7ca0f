/** Serves the built, composed site and the local contact store on loopback until Ctrl-C. Run `pnpm build` first. */
import { startLocalContact } from '../mf-contact/store/local-site-contact.mjs';
import { shellOrigin } from '../platform/lib/apps.mjs';
import { startStaticSite } from '../platform/lib/static-site.mjs';

// The contact form writes to the local store (unless the site was built for a real Firebase
// project), which runs the delivery function and sends its e-mails to the local maildev.
const contact = await startLocalContact();
const site = await startStaticSite().catch(async (error) => {
  await contact.close();
  throw error;
});
console.log('Codekade draait:');
for (const app of site.apps) console.log(`  ${app.name.padEnd(12)} http://localhost:${app.port}/`);
for (const line of contact.addressLines) console.log(line);
console.log(`\nOpen ${shellOrigin} in je browser. Stoppen: Ctrl-C.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([site.close(), contact.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
