/**
 * `pnpm rehearse`: the production build of all six apps over HTTPS under their production hostnames on
 * this machine (see platform/lib/rehearsal.mjs). Run `pnpm build` first; it prints how to open Chromium on it.
 */
import { startRehearsal } from '@codekade/platform/rehearsal';
import { CHROMIUM_PATH } from '@codekade/platform/system-tools';

const rehearsal = await startRehearsal();
console.log('Productie-repetitie draait (HTTPS, productienamen):');
for (const site of rehearsal.sites) console.log(`  ${site.origin.padEnd(46)} → 127.0.0.1:${site.port}`);
const args = rehearsal.chromiumArgs.map((arg) => `'${arg}'`).join(' ');
console.log(`\nOpen: ${CHROMIUM_PATH} --user-data-dir=$(mktemp -d) ${args} ${rehearsal.shellUrl}`);
console.log(`Een lokale remote erin: pnpm dev:remote mf-about --live ${rehearsal.shellUrl}\nStoppen: Ctrl-C.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await rehearsal.close();
    process.exit(0);
  });
}
