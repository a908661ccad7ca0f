/**
 * `pnpm status [shell URL] [--files]`: what is live. Reads the shell's remotes.json and each remote's
 * manifest and prints per remote: reachable or not, version, commit, build time, contract major and
 * URL; then per app (shell and remotes) the release window and the files kept from earlier releases
 * (`--files` lists them); then per remote its rollout (stable and candidate versions, share, stage,
 * each version's measurements over the gate's window, the gate's last decision; without a rollout the
 * live build's measurements over the last hour; from Firestore, the local emulator for a loopback
 * URL); last, until when the live security.txt holds. Exits 1 when
 * remotes.json cannot be read, a remote does not answer, or security.txt is missing or expires within
 * 30 days. Default: the local site.
 */

import { allLive, formatStatus, liveStatus } from '@codekade/platform/live-status';
import { printable } from '@codekade/platform/printable';
import { formatReleaseStatus, releaseStatus } from '@codekade/platform/release-status';
import { liveSecurityTxtStatus } from '@codekade/platform/security-txt';
import { DEFAULT_PORT_BASE } from '@codekade/shared/apps';
import { createJiti } from 'jiti';
import { contactStoreOptionsFromEnv } from 'mf-contact/local-site-contact';

const listFiles = process.argv.includes('--files');
const shellUrl =
  process.argv.slice(2).find((argument) => argument !== '--files') ?? `http://localhost:${DEFAULT_PORT_BASE}`;
if (!/^https?:\/\/[^\s/]+/.test(shellUrl)) {
  console.error(`Usage: pnpm status [shell URL] [--files], e.g. https://www.codekade.nl. Got: ${printable(shellUrl)}`);
  process.exit(2);
}
const status = await liveStatus(shellUrl);
console.log(formatStatus(status));
const appsWithBaseUrls = [
  { name: 'shell', baseUrl: `${shellUrl.replace(/\/+$/, '')}/` },
  ...status.remotes
    .filter((remote) => remote.reachable)
    .map((remote) => ({ name: remote.name, baseUrl: new URL('.', remote.url).href })),
];
console.log(formatReleaseStatus(await releaseStatus(appsWithBaseUrls), { listFiles }));
const jiti = createJiti(import.meta.url);
const { rolloutStatusReport } = await jiti.import('@codekade/platform/rollout/rollout-status');
const { connectFirestore } = await jiti.import('@codekade/platform/rollout/firestore-connection');
const { readVersionFigures } = await jiti.import('@codekade/serving/rollout/measurements');
const { readRolloutSettings } = await jiti.import('@codekade/serving/rollout/rollout-settings');
console.log(
  await rolloutStatusReport({
    shellUrl,
    localStoreHost: contactStoreOptionsFromEnv().host,
    settings: readRolloutSettings(process.env),
    readVersionFigures,
    connect: connectFirestore,
    // A remote without a rollout shows the figures of the build its live manifest names.
    liveVersions: Object.fromEntries(status.remotes.map((remote) => [remote.name, remote.buildId])),
  }),
);
// A security.txt past its Expires is worse than none: say it a month ahead, and fail.
const securityTxt = await liveSecurityTxtStatus(shellUrl);
console.log(`\n${securityTxt.problem ? 'Problem: ' : ''}${securityTxt.line}`);
process.exitCode = allLive(status) && !securityTxt.problem ? 0 : 1;
