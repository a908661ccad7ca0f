/**
 * One part of the local site in a process of its own (scripts/serve.mjs starts one per app, one for
 * the contact part and one for the rollouts' gate): `node scripts/serve-part.mjs <app name | contact |
 * rollouts>`. The remotes serve their local hosting (LOCAL_HOSTING_DIR), which serve.mjs started.
 */

import { findApp, localAppsAt, portBase } from '@codekade/platform/apps';
import { LOCAL_PROJECT_ID } from '@codekade/platform/firebase-projects';
import { localHostingDir } from '@codekade/platform/local-hosting';
import { serveLocalApp } from '@codekade/platform/static-site';
import { runPart } from '@codekade/platform/supervisor';
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv, startLocalContact } from 'mf-contact/local-site-contact';

/** How long the shell waits for the remotes it warms from; after it, it serves anyway (a part may be down). */
const REMOTES_WAIT_MS = 60_000;

/**
 * Waits until every remote of this run answers its manifest (or `REMOTES_WAIT_MS` has passed), then
 * warms the composer.
 * @param {() => Promise<void>} warm
 */
async function warmWhenRemotesServe(warm) {
  const deadline = Date.now() + REMOTES_WAIT_MS;
  const answers = (/** @type {number} */ port) =>
    fetch(`http://127.0.0.1:${port}/mf-manifest.json`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
  for (const remote of localAppsAt(portBase).filter((candidate) => candidate.name !== 'shell')) {
    while (!(await answers(remote.port)) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 200));
  }
  await warm().catch(() => undefined);
}

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
    // The shell says it serves once its composer has read the remotes (they start beside it), as the
    // composer service warms up before it takes traffic: the first page has the areas' content.
    if ('warm' in served) await warmWhenRemotesServe(served.warm);
    return { lines: [`  ${app.name.padEnd(12)} http://localhost:${app.port}/`], close: served.close };
  });
}
