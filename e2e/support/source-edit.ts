import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './changed-remote';

/**
 * Replaces `from` with `to` in a source file of the repository, as a developer's save does (a dev
 * server picks it up); the returned function puts the file back. Also when the run stops midway, so
 * the tree is never left changed.
 */
export function editSource(file: string, from: string, to: string): () => void {
  const path = join(repoRoot, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`"${from}" is not in ${file}; the test cannot make its edit.`);
  const restore = () => writeFileSync(path, original);
  process.once('exit', restore);
  writeFileSync(path, original.replace(from, to));
  return () => {
    restore();
    process.off('exit', restore);
  };
}
