/**
 * A remote's CSS, parsed (css-tree) and wrapped in `@scope`, so it styles its own area and nothing of
 * the shell: `body{display:none}` inside `@scope (#main)` matches no element. (`@scope`: Chromium
 * 118+, Firefox 146+ so Firefox ESR 153, Safari 17.4+.) An allow-list of what an area may use: style
 * rules, `@media`, `@supports` and `@container` around them, and `@keyframes`, which stay outside the
 * scope under names of the area's own (`codekade-area-…`), so they can never replace the shell's. Every
 * other at-rule is refused: most act on the whole page whatever scope holds them (`@property` retypes
 * the shell's custom properties, `@font-face` replaces its typeface, `@layer` orders its layers,
 * `@import` loads more), and the area needs none. So are `:scope`, `&` and a leading sibling
 * combinator (the scope root and its siblings), a URL to anything but the remote's own files, and CSS
 * that does not parse cleanly, holds a string that never ends or a bracket that closes nothing, or
 * does not read back as written.
 */
import {
  type Atrule,
  type CssNode,
  generate,
  ident,
  parse,
  type StyleSheet,
  tokenize,
  tokenTypes,
  walk,
} from 'css-tree';
import { foreignCssUrl } from './fragment-css-urls';

/** The shell's `<main>`: the remote's area is its content. */
export const AREA_SCOPE = '#main';
/** Starts the name of every keyframes rule of an area; the shell's own names (CSS modules) never do. */
export const AREA_KEYFRAMES_PREFIX = 'codekade-area-';

/** Where a fragment's CSS applies: the element that holds its HTML, and the names its keyframes take. */
export interface CssScope {
  /** A selector of the element that holds the fragment's HTML. */
  root: string;
  /** Starts every keyframes name of the fragment: no other fragment's or the shell's names start so. */
  keyframesPrefix: string;
}

/** The page's area, the remote's pages. */
export const AREA_CSS_SCOPE: CssScope = { root: AREA_SCOPE, keyframesPrefix: AREA_KEYFRAMES_PREFIX };

/** Conditional rules an area may put around its style rules; they are scoped with the rest. */
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);
/** Declarations that name keyframes. */
const ANIMATION_PROPERTIES = new Set(['animation', 'animation-name']);
/** Combinators that, leading a rule in `@scope`, would start from the scope root's siblings. */
const SIBLING_COMBINATORS = new Set(['~', '+']);

export class FragmentCssError extends Error {}

/** A name as the browser reads it: escapes decoded (`@\70roperty` is `@property`), lower case. */
const nameOf = (raw: string) => ident.decode(raw).toLowerCase();
/** A property as the browser reads it, without a vendor prefix. */
const propertyOf = (raw: string) => nameOf(raw).replace(/^-[a-z]+-/, '');

/** Whether `token`, a string token, ends with its own quote (not an escaped one) rather than at the end of the sheet. */
function isClosedString(token: string): boolean {
  const backslashes = token.slice(1, -1).match(/\\*$/)?.[0].length ?? 0;
  return token.length >= 2 && token.endsWith(token.charAt(0)) && backslashes % 2 === 0;
}

/** The closing token each opening token waits for. */
const CLOSER_OF: ReadonlyMap<number, number> = new Map([
  [tokenTypes.LeftCurlyBracket, tokenTypes.RightCurlyBracket],
  [tokenTypes.LeftParenthesis, tokenTypes.RightParenthesis],
  [tokenTypes.Function, tokenTypes.RightParenthesis],
  [tokenTypes.LeftSquareBracket, tokenTypes.RightSquareBracket],
]);
const CLOSERS: ReadonlySet<number> = new Set(CLOSER_OF.values());

/**
 * Why `css` holds what a minifier never writes and the checks below must never see, or undefined: a
 * string cut off by a line end or the end of the sheet (it would take in whatever comes after it, the
 * scope's closing brace included), or a closing bracket at the top level, which closes nothing.
 * css-tree 3.2.1 reuses its token buffers from one parse to the next, and such a bracket can then match
 * a stale opener of an earlier, longer sheet: its parse never ends, and with it the composer.
 */
function whyUnreadable(css: string): string | undefined {
  let problem: string | undefined;
  const open: number[] = [];
  tokenize(css, (type, start, end) => {
    if (problem) return;
    if (type === tokenTypes.BadString || (type === tokenTypes.String && !isClosedString(css.slice(start, end)))) {
      problem = 'its CSS has a string that never ends';
    } else if (CLOSER_OF.has(type)) open.push(CLOSER_OF.get(type) ?? type);
    else if (CLOSERS.has(type)) {
      // As a parser pairs them: inside a block only the awaited closer ends it, any other is text.
      if (open.length === 0) problem = `its CSS does not parse: a ${css.slice(start, end)} that closes nothing`;
      else if (open.at(-1) === type) open.pop();
    }
  });
  return problem;
}

function parseSheet(css: string): StyleSheet {
  const unreadable = whyUnreadable(css);
  if (unreadable) throw new FragmentCssError(unreadable);
  const problems: string[] = [];
  const sheet = parse(css, { onParseError: (error) => problems.push(error.message) });
  if (problems.length > 0) throw new FragmentCssError(`its CSS does not parse: ${problems[0]}`);
  if (sheet.type !== 'StyleSheet') throw new FragmentCssError('its CSS is not a style sheet');
  return sheet;
}

/** Why an at-rule the area may not use is refused, for the developer. */
function refusedAtRule(name: string, nested: boolean): FragmentCssError {
  const where = nested ? 'a nested ' : '';
  return new FragmentCssError(
    `its CSS holds ${where}@${name}; an area may use style rules, @media, @supports, @container and top-level @keyframes only`,
  );
}

/** Checks the selectors of a style rule; `topLevel` when nothing but the scope encloses it. */
function checkSelectors(prelude: CssNode, topLevel: boolean): void {
  if (prelude.type !== 'SelectorList') throw new FragmentCssError('its CSS has a selector that does not parse');
  for (const selector of prelude.children) {
    if (selector.type !== 'Selector') continue;
    const first = selector.children.first;
    if (topLevel && first?.type === 'Combinator' && SIBLING_COMBINATORS.has(first.name)) {
      throw new FragmentCssError(
        `its CSS starts a selector with ${first.name}, which reaches the siblings of the area`,
      );
    }
  }
  walk(prelude, (node) => {
    if (node.type === 'NestingSelector') throw new FragmentCssError('its CSS uses &');
    if (node.type === 'PseudoClassSelector' && nameOf(node.name) === 'scope') {
      throw new FragmentCssError('its CSS uses :scope');
    }
  });
}

/**
 * Checks what a block of the area holds: style rules and conditional rules; declarations only
 * inside a style rule (bare ones in `@scope` would style `<main>` itself).
 */
function checkBlock(children: Iterable<CssNode>, insideStyleRule: boolean, nested: boolean): void {
  for (const node of children) {
    if (node.type === 'Rule') {
      checkSelectors(node.prelude, !insideStyleRule);
      checkBlock(node.block.children, true, true);
    } else if (node.type === 'Atrule') {
      const name = nameOf(node.name);
      if (!CONDITIONAL_AT_RULES.has(name)) throw refusedAtRule(name, nested);
      if (!node.block) throw new FragmentCssError(`its CSS holds an @${name} without a block`);
      checkBlock(node.block.children, insideStyleRule, true);
    } else if (node.type === 'Declaration') {
      if (!insideStyleRule) throw new FragmentCssError('its CSS has a declaration outside a style rule');
    } else if (node.type !== 'Comment') {
      throw new FragmentCssError('its CSS holds stray text');
    }
  }
}

/** The keyframes' names, renamed to the area's own: the declared name (decoded) to its new name. */
function renameKeyframes(keyframes: Atrule[], prefix: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const rule of keyframes) {
    const name = rule.prelude?.type === 'AtrulePrelude' ? rule.prelude.children.first : null;
    if (rule.prelude?.type !== 'AtrulePrelude' || rule.prelude.children.size !== 1 || name?.type !== 'Identifier') {
      throw new FragmentCssError('its CSS names keyframes with something other than one identifier');
    }
    const renamed = `${prefix}${name.name}`;
    names.set(ident.decode(name.name), renamed);
    name.name = renamed;
    if (!rule.block) throw new FragmentCssError('its CSS holds @keyframes without a block');
    for (const frame of rule.block.children) {
      if (frame.type !== 'Rule' || frame.block.children.some((child) => child.type !== 'Declaration')) {
        throw new FragmentCssError('its CSS holds @keyframes with something other than frames of declarations');
      }
    }
  }
  return names;
}

/** Points the area's animations at its renamed keyframes; other names (the shell's) stay, to be used, not replaced. */
function useRenamedKeyframes(nodes: CssNode[], names: Map<string, string>): void {
  for (const node of nodes) {
    walk(node, {
      visit: 'Declaration',
      enter(declaration) {
        if (!ANIMATION_PROPERTIES.has(propertyOf(declaration.property))) return;
        walk(declaration.value, {
          visit: 'Identifier',
          enter(identifier) {
            identifier.name = names.get(ident.decode(identifier.name)) ?? identifier.name;
          },
        });
      },
    });
  }
}

/**
 * The remote's CSS, scoped to the area (or to another element that holds a fragment of it, a slot);
 * throws FragmentCssError for CSS the area must not take.
 */
export function scopeAreaCss(css: string, scope: CssScope = AREA_CSS_SCOPE): string {
  const sheet = parseSheet(css);
  const keyframes: Atrule[] = [];
  const scoped: CssNode[] = [];
  for (const node of sheet.children) {
    if (node.type === 'Comment') continue;
    if (node.type === 'Atrule' && nameOf(node.name) === 'keyframes') keyframes.push(node);
    else scoped.push(node);
  }
  checkBlock(scoped, false, false);
  useRenamedKeyframes(scoped, renameKeyframes(keyframes, scope.keyframesPrefix));

  const outside = keyframes.map((rule) => generate(rule)).join('');
  const inside = scoped.map((node) => generate(node)).join('');
  const result = inside === '' ? outside : `${outside}@scope (${scope.root}){${inside}}`;
  const foreign = foreignCssUrl(result);
  if (foreign !== undefined) throw new FragmentCssError(`its CSS loads ${foreign}, not a file of its own`);
  // Text kept raw (a custom property's value) could open what it never closes, `"` to the end of the
  // sheet say, and take in the scope's closing brace: what is served must read back as written.
  if (generate(parseSheet(result)) !== result) {
    throw new FragmentCssError('its CSS does not read back as written (an unclosed string, comment or block)');
  }
  return result;
}
