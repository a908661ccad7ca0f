/**
 * One part of the local site in a process of its own (scripts/serve.mjs starts one per app and one for
 * the contact part): `node scripts/serve-part.mjs <app name | contact>`.
 */
import { LOCAL_PROJECT_ID } from '../mf-contact/store/functions-process.mjs';
import { contactStoreOptionsFromEnv, startLocalContact } from '../mf-contact/store/local-site-contact.mjs';
import { findApp, portBase } from '../platform/lib/apps.mjs';
import { serveLocalApp } from '../platform/lib/static-site.mjs';
import { reportServing } from '../platform/lib/supervisor.mjs';

const [name = ''] = process.argv.slice(2);

if (name === 'contact') {
  // The contact form writes to the local store (unless the site was built for a real Firebase
  // project), which runs the delivery function and sends its e-mails to the local maildev.
  const contact = await startLocalContact();
  reportServing(contact.addressLines, contact.close);
} else {
  const app = findApp(name);
  if (!app) throw new Error(`serve-part: "${name}" is neither an app of the registry nor "contact".`);
  // The composer writes the pages' measurements to the contact part's Firestore emulator.
  const measurementStore =
    app.name === 'shell' ? { emulatorHost: contactStoreOptionsFromEnv().host, projectId: LOCAL_PROJECT_ID } : undefined;
  const served = await serveLocalApp(app, { portBase, measurementStore });
  reportServing([`  ${app.name.padEnd(12)} http://localhost:${app.port}/`], served.close);
}
