import { readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { copyApp, repoRoot } from './changed-remote';

/**
 * A copy of one remote's folder (`mf-contact`), outside the repository, for a dev server to run on
 * (`dev:remote <remote> --source <copy>`) and a test to edit: the working tree is never changed, also
 * when a run is killed midway (then only the temporary folder stays behind). Removed when the test
 * process ends.
 */
export function copyOfRemote(remoteDir: string): string {
  const copy = copyApp(join(repoRoot, remoteDir), join(repoRoot, remoteDir, 'node_modules'));
  process.once('exit', () => rmSync(dirname(copy), { recursive: true, force: true }));
  return copy;
}

/** Whether the existing `path` lies inside the repository's working tree, also through a link (node_modules). */
export function insideRepository(path: string): boolean {
  const fromRoot = relative(realpathSync(repoRoot), realpathSync(path));
  return !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
}

/**
 * Replaces `from` with `to` in `file` of a copy (`copyOfRemote`), as a developer's save does: the dev
 * server running on the copy picks it up. A file of the repository itself is refused.
 */
export function editSource(copy: string, file: string, from: string, to: string): void {
  const path = join(copy, file);
  if (insideRepository(path)) {
    throw new Error(`${path} is inside the repository; a test edits a copy (copyOfRemote), never the working tree.`);
  }
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`"${from}" is not in ${file}; the test cannot make its edit.`);
  // Whole at once, as an editor's safe write: a write in place truncates the file first, and a dev
  // server whose watcher reads it in between builds an empty module (a hot update that throws).
  const written = `${path}.codekade-edit`;
  writeFileSync(written, original.replace(from, to));
  renameSync(written, path);
}
