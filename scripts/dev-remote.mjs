/**
 * `pnpm dev:remote <remote> [--live <shell URL>]`: that remote's dev server with hot reload, plus a
 * link that switches the live shell (`--live`, LIVE_SHELL_URL, default the local shell of
 * SITE_PORT_BASE) to it for this browser only. The dev server answers CORS for that shell.
 * `--source <folder>` runs it on a copy of the remote instead (the e2e specs edit a copy, never the tree).
 */
import { spawn } from 'node:child_process';
import { shellOrigin } from '@codekade/platform/apps';
import { readBuildSettings } from '@codekade/platform/build/build-settings';
import { devServerFolder } from '@codekade/platform/dev-remote-source';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { remoteFromArguments } from '@codekade/platform/remote-arg';

const app = remoteFromArguments('dev:remote');
const folder = (() => {
  try {
    return devServerFolder(app, process.argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
})();
const liveFlag = process.argv.indexOf('--live');
const shellUrl = (
  (liveFlag > 0 ? process.argv[liveFlag + 1] : undefined) ??
  readBuildSettings(process.env).liveShellUrl ??
  shellOrigin
).replace(/\/$/, '');
// 100 above the remote's usual port, so a local composed site (npm start) can keep running beside it.
const devPort = readLocalSettings(process.env).devRemotePort ?? app.port + 100;
const manifest = `http://localhost:${devPort}/mf-manifest.json`;
const link = `${shellUrl}/?remoteOverride=${app.name}=${manifest}`;

// The remote's own dev script, in its folder (or the copy's: outside the workspace, pnpm run still runs it).
const devServer = spawn('pnpm', ['run', 'dev'], {
  cwd: folder,
  stdio: 'inherit',
  env: { ...process.env, DEV_PORT: String(devPort), AGAINST_LIVE_SHELL: '1', LIVE_SHELL_URL: shellUrl },
});
setTimeout(() => {
  console.log(`\n${app.dir} draait lokaal op http://localhost:${devPort}/ (hot reload).`);
  console.log(`Open de live shell met jouw lokale ${app.name}:\n\n  ${link}\n`);
  console.log(
    'De pagina vraagt eerst of deze ontwikkelcode op de site mag draaien: kies "Doorgaan". Daarna toont elke pagina in dit tabblad een badge, met "Herstel" om terug te gaan naar de live versie.',
  );
}, 1500);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => devServer.kill(signal));
devServer.on('exit', (code) => process.exit(code ?? 0));
