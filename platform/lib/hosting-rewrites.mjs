/**
 * Applies the rewrites of firebase.json to the local server: a path with no file is answered with
 * the first matching rewrite's destination, as Firebase Hosting does. Rewrites to a server (`run`,
 * `function`) are not file rewrites and are left to the caller.
 */
import picomatch from 'picomatch';
import { hostingOf } from './firebase-hosting.mjs';

/** Returns a function giving the first rewrite rule of a target that matches a `pathname`, or undefined. */
export function rewriteRuleForTarget(target) {
  const rules = (hostingOf(target).rewrites ?? []).map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    rule,
  }));
  return (pathname) => rules.find(({ matches }) => matches(pathname))?.rule;
}

/** Returns a function giving the file that answers a missing `pathname` of a target, or undefined. */
export function rewriteForTarget(target) {
  const ruleFor = rewriteRuleForTarget(target);
  return (pathname) => ruleFor(pathname)?.destination;
}
