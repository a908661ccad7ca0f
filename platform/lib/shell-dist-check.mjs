/**
 * Checks that a built shell can be deployed as it is: it names no loopback address (a local remote
 * would break the live site) and its remotes.json is the registry's production one. (Its inline boot
 * script needs no check here: the composer admits the inline scripts of the document it serves by hash.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { productionRemotesConfig } from './apps.mjs';

/**
 * A loopback URL with a port or a path, i.e. one a page could load. The router library parses paths
 * against the bare base "http://localhost", which loads nothing, so a bare origin is not counted.
 */
const LOOPBACK_URL = /(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?=[:/])[^\s"'`)]*/g;

const TEXT_FILE = /\.(?:html|js|mjs|css|json|map|txt|xml|webmanifest|svg)$/;

function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Loopback URLs in the text files of `distDir`, as `file: url`. */
export function loopbackUrlsIn(distDir) {
  return filesOf(distDir)
    .filter((file) => TEXT_FILE.test(file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LOOPBACK_URL)].map((match) => `${relative(distDir, file)}: ${match[0]}`),
    );
}

/** Every reason the shell in `distDir` must not be deployed; empty when it may. */
export function problemsInShellDist(distDir) {
  const problems = loopbackUrlsIn(distDir).map((found) => `names a loopback URL: ${found}`);
  const remotesJson = JSON.parse(readFileSync(join(distDir, 'remotes.json'), 'utf8'));
  if (JSON.stringify(remotesJson) !== JSON.stringify(productionRemotesConfig())) {
    problems.push('remotes.json is not the production one of the app registry (every mf-*/remote.json)');
  }
  return problems;
}
