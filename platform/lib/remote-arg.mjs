import { localRemoteApps } from './apps.mjs';

/** The remote named on the command line (`mf_about` or `mf-about`), or a clear exit. */
export function remoteFromArguments(command) {
  const name = process.argv[2];
  const app = localRemoteApps.find((remote) => remote.name === name || remote.dir === name);
  if (!app) {
    const names = localRemoteApps.map((remote) => remote.dir).join(', ');
    console.error(`Usage: pnpm ${command} <remote>, with <remote> one of: ${names}. Got: ${name ?? 'nothing'}.`);
    process.exit(2);
  }
  return app;
}
