/**
 * `pnpm dev:remote <remote>`: that remote's dev server with hot reload, plus a link that switches
 * the live shell (LIVE_SHELL_URL, default http://localhost:3000) to it for this browser only.
 */
import { spawn } from 'node:child_process';
import { remoteFromArguments } from './lib/remote-arg.mjs';
import { repoRoot } from './lib/run.mjs';

const app = remoteFromArguments('dev:remote');
const shellUrl = (process.env.LIVE_SHELL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const manifest = `http://localhost:${app.port}/mf-manifest.json`;
const link = `${shellUrl}/?remoteOverride=${app.target}=${manifest}`;

const devServer = spawn('pnpm', ['--filter', app.dir, 'dev'], { cwd: repoRoot, stdio: 'inherit' });
setTimeout(() => {
  console.log(`\n${app.dir} draait lokaal op http://localhost:${app.port}/ (hot reload).`);
  console.log(`Open de live shell met jouw lokale ${app.target}:\n\n  ${link}\n`);
  console.log('De shell toont "Lokale remote actief" met een knop om terug te gaan naar de live versie.');
}, 1500);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => devServer.kill(signal));
devServer.on('exit', (code) => process.exit(code ?? 0));
