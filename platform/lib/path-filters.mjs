/**
 * Which workflows a change fires, by GitHub's path filters (`on.push.paths`): each changed file is
 * checked against the patterns in order, a pattern starting with `!` excludes what earlier ones
 * included and a later positive one includes again; the workflow runs when a file ends up included
 * (docs.github.com, "Workflow syntax for GitHub Actions", filter pattern cheat sheet). In a pattern
 * `*` matches within one path segment, `**` across segments, and both match names that start with a
 * dot (`.github/…`, `.firebaserc`): picomatch with `dot: true` matches that way.
 */
import picomatch from 'picomatch';

/**
 * Whether a change of `files` (paths from the repository's root) fires a workflow filtered by `paths`.
 * @param {readonly string[]} paths the workflow's `on.push.paths`
 * @param {readonly string[]} files
 */
export function firesOn(paths, files) {
  const rules = paths.map((pattern) => {
    const negative = pattern.startsWith('!');
    return { negative, matches: picomatch(negative ? pattern.slice(1) : pattern, { dot: true }) };
  });
  return files.some((file) =>
    rules.reduce((included, rule) => (rule.matches(file) ? !rule.negative : included), false),
  );
}

/**
 * The workflows (by file name) that a change of `files` fires.
 * @param {Record<string, { on: { push: { paths: readonly string[] } } }>} workflows
 * @param {readonly string[]} files
 */
export const workflowsFiredBy = (workflows, files) =>
  Object.keys(workflows)
    .filter((name) => firesOn(workflows[name]?.on.push.paths ?? [], files))
    .sort();
