/**
 * One part of the local site in a process of its own (scripts/serve.mjs starts one per app and one for
 * the contact part): `node scripts/serve-part.mjs <app name | contact>`.
 */
import { findApp, portBase } from '@codekade/platform/apps';
import { serveLocalApp } from '@codekade/platform/static-site';
import { reportServing } from '@codekade/platform/supervisor';
import { startLocalContact } from 'mf-contact/local-site-contact';

const [name = ''] = process.argv.slice(2);

if (name === 'contact') {
  // The contact form writes to the local store (unless the site was built for a real Firebase
  // project), which runs the delivery function and sends its e-mails to the local maildev.
  const contact = await startLocalContact();
  reportServing(contact.addressLines, contact.close);
} else {
  const app = findApp(name);
  if (!app) throw new Error(`serve-part: "${name}" is neither an app of the registry nor "contact".`);
  const served = await serveLocalApp(app, { portBase });
  reportServing([`  ${app.name.padEnd(12)} http://localhost:${app.port}/`], served.close);
}
