/**
 * `pnpm status [shell URL]`: what is live. Reads the shell's remotes.json and each remote's manifest
 * and prints per remote: reachable or not, version, commit, build time, contract major and URL.
 * Exits 1 when remotes.json cannot be read or a remote does not answer. Default: the local site.
 */
import { DEFAULT_PORT_BASE } from '../shared/src/apps.mjs';
import { allLive, formatStatus, liveStatus } from './lib/live-status.mjs';
import { printable } from './lib/printable.mjs';

const shellUrl = process.argv[2] ?? `http://localhost:${DEFAULT_PORT_BASE}`;
if (!/^https?:\/\/[^\s/]+/.test(shellUrl)) {
  console.error(`Usage: pnpm status [shell URL], e.g. https://www.codekade.nl. Got: ${printable(shellUrl)}`);
  process.exit(2);
}
const status = await liveStatus(shellUrl);
console.log(formatStatus(status));
process.exitCode = allLive(status) ? 0 : 1;
