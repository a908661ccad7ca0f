/**
 * A remote's CSS, parsed (css-tree) and wrapped in `@scope`, so it styles its own area and nothing of
 * the shell: `body{display:none}` inside `@scope (#main)` matches no element. (`@scope`: Chromium
 * 118+, Firefox 146+ so Firefox ESR 153, Safari 17.4+.) Rules that cannot live in `@scope`
 * (@keyframes, @font-face) stay outside; they style nothing by themselves. CSS that does not parse
 * cleanly, imports other files or names the scope root itself is refused.
 */
import { type CssNode, generate, parse, walk } from 'css-tree';

/** The shell's `<main>`: the remote's area is its content. */
export const AREA_SCOPE = '#main';

/** Rules that define names rather than style elements; `@scope` cannot hold them. */
const UNSCOPED_AT_RULES = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'property', 'counter-style']);
/** Conditional rules whose style rules are scoped with the rest. */
const SCOPED_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

export class FragmentCssError extends Error {}

/** The remote's CSS, scoped to the area; throws FragmentCssError for CSS the area must not take. */
export function scopeAreaCss(css: string): string {
  const problems: string[] = [];
  const sheet = parse(css, {
    onParseError: (error) => {
      problems.push(error.message);
    },
  });
  if (problems.length > 0) throw new FragmentCssError(`its CSS does not parse: ${problems[0]}`);
  if (sheet.type !== 'StyleSheet') throw new FragmentCssError('its CSS is not a style sheet');

  const unscoped: string[] = [];
  const scoped: string[] = [];
  for (const node of sheet.children) {
    if (node.type === 'Atrule' && UNSCOPED_AT_RULES.has(node.name.toLowerCase())) {
      unscoped.push(generate(node));
      continue;
    }
    if (node.type === 'Atrule' && !SCOPED_AT_RULES.has(node.name.toLowerCase())) {
      throw new FragmentCssError(`its CSS holds @${node.name}`);
    }
    if (node.type !== 'Atrule' && node.type !== 'Rule') throw new FragmentCssError('its CSS holds stray text');
    checkSelectors(node);
    scoped.push(generate(node));
  }
  if (scoped.length === 0) return unscoped.join('');
  return `${unscoped.join('')}@scope (${AREA_SCOPE}){${scoped.join('')}}`;
}

/** `:scope` and `&` at the top would reach the scope root (`<main>`) and its siblings. */
function checkSelectors(node: CssNode): void {
  walk(node, (child) => {
    if (child.type === 'NestingSelector') throw new FragmentCssError('its CSS uses &');
    if (child.type === 'PseudoClassSelector' && child.name.toLowerCase() === 'scope') {
      throw new FragmentCssError('its CSS uses :scope');
    }
    if (child.type === 'Atrule' && !SCOPED_AT_RULES.has(child.name.toLowerCase()) && child !== node) {
      throw new FragmentCssError(`its CSS holds a nested @${child.name}`);
    }
  });
}
