/**
 * One part of the local site in a process of its own (scripts/serve.mjs starts one per app, one for
 * the contact part and one for the rollouts' gate): `node scripts/serve-part.mjs <app name | contact |
 * rollouts>`. The remotes serve their local hosting (LOCAL_HOSTING_DIR), which serve.mjs started.
 */

import { findApp, portBase } from '@codekade/platform/apps';
import { LOCAL_PROJECT_ID } from '@codekade/platform/firebase-projects';
import { localHostingDir } from '@codekade/platform/local-hosting';
import { serveLocalApp } from '@codekade/platform/static-site';
import { runPart } from '@codekade/platform/supervisor';
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv, startLocalContact } from 'mf-contact/local-site-contact';

const [name = ''] = process.argv.slice(2);

if (name === 'contact') {
  // The contact form writes to the local store (unless the site was built for a real Firebase
  // project), which runs the delivery function and sends its e-mails to the local maildev.
  await runPart(async () => {
    const contact = await startLocalContact();
    // The emulator or maildev gone: the part ends, and the supervisor starts all of it anew (the
    // functions' process it restarts itself: local-site-contact.mjs).
    void contact.lost.then(async (why) => {
      console.error(`✖ contact: ${why}; the contact part stops to start anew.`);
      await contact.close().catch(() => undefined);
      process.exit(1);
    });
    return { lines: contact.addressLines, close: contact.close };
  });
} else if (name === 'rollouts') {
  // The gate on the contact part's Firestore emulator, as production's scheduled function on Firestore.
  const { startLocalRollouts } = await createJiti(import.meta.url).import('@codekade/platform/rollout/local-rollouts');
  await runPart(async () => {
    const rollouts = await startLocalRollouts({
      emulatorHost: contactStoreOptionsFromEnv().host,
      hostingDir: localHostingDir(),
    });
    return { lines: rollouts.addressLines, close: rollouts.close };
  });
} else {
  const app = findApp(name);
  if (!app) throw new Error(`serve-part: "${name}" is neither an app of the registry nor "contact".`);
  // The composer writes the pages' measurements to the contact part's Firestore emulator, where the
  // rollouts' gate reads them.
  const measurementStore =
    app.name === 'shell' ? { emulatorHost: contactStoreOptionsFromEnv().host, projectId: LOCAL_PROJECT_ID } : undefined;
  await runPart(async () => {
    const served = await serveLocalApp(app, { portBase, hostingDir: localHostingDir(), measurementStore });
    return { lines: [`  ${app.name.padEnd(12)} http://localhost:${app.port}/`], close: served.close };
  });
}
