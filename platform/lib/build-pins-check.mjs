// @ts-check
/**
 * What `pnpm check:remote` refuses in a remote's build before it can be released (issue 48): a file
 * its manifest does not pin or whose bytes are not the pinned ones (the pins are of the files as
 * published), an entry whose chunk loading would add chunks or CSS files without their pins, and a
 * fragment the composer would refuse as too large.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRAGMENT_LIMIT_BYTES } from '@codekade/serving/fragment-limit';
import { manifestPins } from '@codekade/shared/pins-schema';
import { VERSION_MANIFEST_FILE } from '@codekade/shared/versions';
import { sha384Of } from './integrity-pins.mjs';

export { FRAGMENT_LIMIT_BYTES };

/**
 * The build's problems, in English; empty when it may be released.
 * @param {string} distDir
 * @param {{ fragmentLimitBytes?: number, files: readonly string[] }} options every file of the build, relative
 * @returns {string[]}
 */
export function buildPinProblems(distDir, { fragmentLimitBytes = FRAGMENT_LIMIT_BYTES, files }) {
  const problems = [];
  let pins;
  try {
    pins = manifestPins(JSON.parse(readFileSync(join(distDir, VERSION_MANIFEST_FILE), 'utf8')));
  } catch (error) {
    return [`${VERSION_MANIFEST_FILE} cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (typeof pins === 'string') return [`${VERSION_MANIFEST_FILE}: ${pins}`];
  for (const file of files) {
    if (file === VERSION_MANIFEST_FILE) continue;
    const pinned = pins.get(file);
    const actual = sha384Of(readFileSync(join(distDir, file)));
    if (pinned === undefined) problems.push(`${file} is not pinned in ${VERSION_MANIFEST_FILE}`);
    else if (pinned !== actual) problems.push(`${file} is pinned ${pinned} but is ${actual}`);
    if (file.startsWith('ssr/') && file.endsWith('.json')) {
      const size = statSync(join(distDir, file)).size;
      if (size > fragmentLimitBytes) {
        problems.push(`${file} is ${size} bytes, over the composer's fragment limit of ${fragmentLimitBytes}`);
      }
    }
  }
  for (const file of pins.keys()) if (!files.includes(file)) problems.push(`${file} is pinned but not in the build`);
  return [...problems, ...uncheckedChunks(distDir, files)];
}

/**
 * Whether the remote entry's chunk loading gives what it adds at run time its pin (issue 48,
 * platform/build/pinned-chunk-loads-plugin.ts): the script and, when the build has CSS chunks, the
 * stylesheet code each ask the shell's hand-over for the file's integrity. Without it a chunk would
 * run unchecked.
 * @param {string} distDir
 * @param {readonly string[]} files
 */
function uncheckedChunks(distDir, files) {
  const entry = files.includes('remoteEntry.js') ? readFileSync(join(distDir, 'remoteEntry.js'), 'utf8') : '';
  const asked = entry.split('.federation.chunkIntegrity(').length - 1;
  const needed = [/^static\/js\/async\//, /^static\/css\/async\//].filter((folder) =>
    files.some((file) => folder.test(file)),
  ).length;
  return asked >= needed
    ? []
    : [
        'remoteEntry.js loads chunks without their pins: its build lacks the pinned chunk loading (pinned-chunk-loads-plugin.ts)',
      ];
}
