/**
 * Applies the rewrites of firebase.json to the local server: a path with no file is answered with
 * the first matching rewrite's destination, as Firebase Hosting does. Rewrites to a server (`run`,
 * `function`) are not file rewrites and are left to the caller.
 */
import picomatch from 'picomatch';
import { hostingOf } from './firebase-hosting.mjs';

/** Returns a function giving the file that answers a missing `pathname` of a target, or undefined. */
export function rewriteForTarget(target) {
  const rules = (hostingOf(target).rewrites ?? []).map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    destination: rule.destination,
  }));
  return (pathname) => rules.find((rule) => rule.matches(pathname))?.destination;
}
