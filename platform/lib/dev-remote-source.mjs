import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './run.mjs';

/**
 * The folder `dev:remote` runs the remote's dev server in: the remote's own folder, or the one after
 * `--source` (a copy of the remote, as the e2e specs edit one, so no test changes the working tree).
 * A folder that is not a copy of this remote stops it with what was wrong.
 */
export function devServerFolder(app, argv) {
  const flag = argv.indexOf('--source');
  if (flag < 0) return join(repoRoot, app.dir);
  const folder = argv[flag + 1] ? resolve(argv[flag + 1]) : undefined;
  const manifest = folder ? join(folder, 'package.json') : undefined;
  const name = manifest && existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : undefined;
  if (name !== app.dir) {
    throw new Error(
      `--source must name a folder holding a copy of ${app.dir} (its package.json named "${app.dir}"); got ${folder ?? 'nothing'}${folder ? ` (package ${name ?? 'missing'})` : ''}.`,
    );
  }
  return folder;
}
