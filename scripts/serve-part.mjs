/**
 * One part of the local site in a process of its own (scripts/serve.mjs starts one per app, one for
 * the contact part and one for the rollouts' gate): `node scripts/serve-part.mjs <app name | contact |
 * rollouts>`. The remotes serve their local hosting (LOCAL_HOSTING_DIR), which serve.mjs started.
 */
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv, startLocalContact } from '../mf-contact/store/local-site-contact.mjs';
import { findApp, portBase } from '../platform/lib/apps.mjs';
import { localHostingDir } from '../platform/lib/local-hosting.mjs';
import { serveLocalApp } from '../platform/lib/static-site.mjs';
import { reportServing } from '../platform/lib/supervisor.mjs';

const [name = ''] = process.argv.slice(2);

if (name === 'contact') {
  // The contact form writes to the local store (unless the site was built for a real Firebase
  // project), which runs the delivery function and sends its e-mails to the local maildev.
  const contact = await startLocalContact();
  reportServing(contact.addressLines, contact.close);
} else if (name === 'rollouts') {
  // The gate on the contact part's Firestore emulator, as production's scheduled function on Firestore.
  const { startLocalRollouts } = await createJiti(import.meta.url).import('../platform/rollout/local-rollouts.ts');
  const rollouts = await startLocalRollouts({
    emulatorHost: contactStoreOptionsFromEnv().host,
    hostingDir: localHostingDir(),
  });
  reportServing(rollouts.addressLines, rollouts.close);
} else {
  const app = findApp(name);
  if (!app) throw new Error(`serve-part: "${name}" is neither an app of the registry nor "contact".`);
  const served = await serveLocalApp(app, { portBase, hostingDir: localHostingDir() });
  reportServing([`  ${app.name.padEnd(12)} http://localhost:${app.port}/`], served.close);
}
