// @vitest-environment node
import { REMOTE_BASE_PLACEHOLDER as BASE } from '@codekade/shared/fragments';
import { type CssNode, generate, ident, parse, tokenize, tokenTypes, walk } from 'css-tree';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_CSS_SCOPE,
  AREA_KEYFRAMES_PREFIX,
  AREA_SCOPE,
  type CssScope,
  FragmentCssError,
  scopeAreaCss,
} from './fragment-css';
import { slotCssScope } from './fragment-source';
import { mostly, PROPERTY_TIME_LIMIT_MS } from './generated-input.test-helper';

/**
 * Generated style sheets, from what remotes write to what a hostile one could: every at-rule that
 * is global by nature or escapes `@scope`, nesting, odd and escaped selectors and names, URLs to
 * other origins in every form, comments and stray punctuation. Whatever the checker accepts, read
 * again as a browser would, must stay in the area.
 */
const EVIL = 'https://evil.test/x.png';
const OWN = `${BASE}static/image/a.webp`;

/** What a minifier leaves between rules, now and then a stray character. */
const junk = mostly(
  ['', ' ', '\n', '/* c */'],
  ['<!--', '-->', '/*', '*/', '}', '{', ';', ',', '"', "'", '\\', '@', '(', ')'],
);
const urlValue = mostly(
  [`url(${OWN})`, `url("${OWN}")`, `image-set("${OWN}" type("image/avif") 1x)`, 'url(#wave)'],
  [
    `url(${EVIL})`,
    `url("${EVIL}")`,
    'url(//evil.test/x)',
    `URL(${EVIL})`,
    `u\\72l(${EVIL})`,
    `\\75rl("${EVIL}")`,
    `url(${BASE}../x.png)`,
    'url(x.png)',
    'url(data:image/png;base64,AAAA)',
    `image-set("${EVIL}" 1x)`,
    `-webkit-image-set("${EVIL}" 1x,"${OWN}" 2x)`,
    'image-set(var(--u) 1x)',
    `src("${EVIL}")`,
    `cross-fade(url(${EVIL}),red)`,
    `\\75rl(${EVIL})`,
    `url( "${EVIL}" )`,
    `url(/**/"${EVIL}")`,
    `image-set( '${EVIL}' 1x)`,
  ],
);
const keyframesName = mostly(['fade', 'spin-AjQ6wE', 'f\\61 de', 'none', `${AREA_KEYFRAMES_PREFIX}fade`], ['"fade"']);
const plainValue = fc.constantFrom(
  'red',
  '0',
  '1px 2px',
  'none',
  'fixed',
  '"https://example.test/"',
  'var(--gutter)',
  "'<color>'",
  'calc(1px + 2px)',
  'inherit',
  `"${EVIL}"`,
  'Inter',
  '{a:b}',
  '"unclosed',
);
const value = fc.oneof(
  { weight: 8, arbitrary: plainValue },
  { weight: 2, arbitrary: urlValue },
  { weight: 3, arbitrary: keyframesName.map((name) => `1s ${name} infinite`) },
  { weight: 1, arbitrary: fc.tuple(plainValue, urlValue).map(([plain, url]) => `${plain} ${url}`) },
);
const property = fc.constantFrom(
  'color',
  'display',
  'position',
  'background',
  'animation',
  'animation-name',
  '-webkit-animation',
  '--u',
  '--gutter',
  '--header-height',
  'font-family',
  'src',
  'content',
  'syntax',
  'initial-value',
  '\\63olor',
);
const declarations = fc
  .array(
    fc
      .tuple(property, value, fc.boolean())
      .map(([name, text, important]) => `${name}:${text}${important ? '!important' : ''}`),
    { maxLength: 4 },
  )
  .map((list) => list.join(';'));
const frameDeclarations = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('opacity:0', 'transform:scale(.96)', 'opacity:1;transform:none') },
  { weight: 1, arbitrary: declarations },
);
const simpleSelector = mostly(
  [
    '.a',
    '#main',
    'div',
    '*',
    'body',
    'html',
    ':root',
    'main',
    'footer',
    '.a:hover',
    '.a::before',
    ':has(> .b)',
    '[data-x="y"]',
    ':where(body) .a',
    '::view-transition-old(root)',
    ':host',
    '\\.a',
  ],
  [':scope', ':\\73 cope', ':SCOPE', '&', ':is(.a,:scope)'],
  20,
);
const selector = fc
  .tuple(
    mostly([''], ['~', '+', '>'], 20),
    fc.array(fc.tuple(simpleSelector, fc.constantFrom(' ', '>', '~', '+', '')), { minLength: 1, maxLength: 3 }),
  )
  .map(
    ([lead, parts]) =>
      `${lead}${parts.map(([part, next], at) => (at === parts.length - 1 ? part : `${part}${next}`)).join('')}`,
  );
const selectorList = fc.array(selector, { minLength: 1, maxLength: 2 }).map((list) => list.join(','));

/** At-rules whose body is not made of style rules: global by nature. */
const globalRule = fc.constantFrom(
  "@property --gutter{syntax:'<color>';inherits:true;initial-value:red}",
  "@\\70roperty --header-height{syntax:'<color>';inherits:true;initial-value:red}",
  `@font-face{font-family:Inter;src:url(${EVIL})}`,
  `@FONT-FACE{font-family:Kade;src:url(${OWN})}`,
  '@counter-style thumbs{system:cyclic;symbols:"x"}',
  '@font-feature-values Inter{@styleset{nice:1}}',
  '@font-palette-values --p{font-family:Inter}',
  '@page{margin:0}',
  `@import url(${EVIL});`,
  `@import "${OWN}";`,
  '@namespace svg url(http://www.w3.org/2000/svg);',
  '@layer reset,shell;',
  '@view-transition{navigation:auto}',
  '@position-try --p{top:0}',
  '@charset "utf-8";',
);
const conditionalPrelude = mostly(
  [
    '@media screen',
    '@media (width>=48rem)',
    '@MEDIA print',
    '@supports (display:grid)',
    '@supports selector(:scope)',
    '@container (width>1px)',
    '@container card (width > 1px)',
  ],
  ['@\\6d edia screen', '@layer shell', '@scope (.a)', `@scope (${AREA_SCOPE}) to (.b)`, '@starting-style'],
);
const keyframesAtRule = mostly(['@keyframes', '@KEYFRAMES'], ['@-webkit-keyframes', '@\\6b eyframes']);

const { sheet } = fc.letrec<{ rule: string; item: string; sheet: string }>((tie) => ({
  rule: fc
    .tuple(
      selectorList,
      declarations,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(tie('item'), { maxLength: 2 }) },
      ),
    )
    .map(([selectors, body, nested]) => `${selectors}{${[body, ...nested].join(';')}}`),
  item: fc.oneof(
    // The first choice ends the nesting at the deepest level.
    { depthSize: 'small', maxDepth: 3 },
    { weight: 1, arbitrary: junk },
    { weight: 8, arbitrary: tie('rule') },
    {
      weight: 3,
      arbitrary: fc
        .tuple(conditionalPrelude, fc.array(tie('item'), { maxLength: 3 }))
        .map(([at, items]) => `${at}{${items.join('')}}`),
    },
    { weight: 1, arbitrary: globalRule },
    {
      weight: 3,
      arbitrary: fc
        .tuple(keyframesAtRule, keyframesName, frameDeclarations, frameDeclarations)
        .map(([at, name, from, to]) => `${at} ${name}{from{${from}}to{${to}}}`),
    },
  ),
  sheet: fc.array(fc.tuple(tie('item'), junk), { maxLength: 5 }).map((parts) => parts.flat().join('')),
}));

const ALLOWED_IN_AREA = new Set(['media', 'supports', 'container']);
const URL_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', 'cross-fade']);
const SUBSTITUTIONS = new Set(['var', 'env', 'attr']);
const nameOf = (raw: string) => ident.decode(raw).toLowerCase();
const isOwnUrl = (url: string) => url.startsWith('#') || (url.startsWith(BASE) && !url.includes('..'));

/**
 * The raw text with every string blanked but one a URL function takes: what a string holds is text to
 * the browser (`"a;url(x)"` loads nothing), however it reads as a value.
 */
function outsideStrings(raw: string): string {
  let text = '';
  let lastFunction = '';
  tokenize(raw, (type, start, end) => {
    const token = raw.slice(start, end);
    const isString = type === tokenTypes.String || type === tokenTypes.BadString;
    text += isString && !URL_FUNCTIONS.has(lastFunction) ? '""' : token;
    if (type === tokenTypes.Function) lastFunction = nameOf(token.slice(0, -1)).replace(/^-[a-z]+-/, '');
    else if (type !== tokenTypes.WhiteSpace && type !== tokenTypes.Comment) lastFunction = '';
  });
  return text;
}

/** A custom property's raw value read as a value; text that reads as no value may hold no URL at all. */
function rawUrlProblems(raw: string): string[] {
  let unreadable = false;
  let value: CssNode | undefined;
  try {
    value = parse(raw, { context: 'value', onParseError: () => (unreadable = true) });
  } catch {
    unreadable = true;
  }
  if (unreadable || !value) {
    // Read roughly: strings that are text blanked, escapes decoded, then every function that loads and
    // the string or text it starts with.
    const decoded = outsideStrings(raw).replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    );
    const loads = /(?:url|src|image|image-set|cross-fade)\(\s*(?:\/\*.*?\*\/)?\s*["']?([^"')\s]*)/gi;
    const urls = [...decoded.matchAll(loads)].map((match) => match[1] ?? '');
    return urls.filter((url) => !isOwnUrl(url)).map((url) => `raw ${url}`);
  }
  return urlProblems(value);
}

/** What in `css`, read again, reaches a file the remote does not own. */
function urlProblems(root: CssNode): string[] {
  const problems: string[] = [];
  walk(root, (node) => {
    if (node.type === 'Url' && !isOwnUrl(node.value)) problems.push(`url(${node.value})`);
    if (node.type === 'Raw') problems.push(...rawUrlProblems(node.value));
    if (node.type !== 'Function' || !URL_FUNCTIONS.has(nameOf(node.name).replace(/^-[a-z]+-/, ''))) return;
    for (const child of node.children) {
      if (child.type === 'String' && !isOwnUrl(child.value)) problems.push(`${node.name}("${child.value}")`);
      if (child.type === 'Function' && SUBSTITUTIONS.has(nameOf(child.name)))
        problems.push(`${node.name}(${child.name}())`);
    }
  });
  return problems;
}

/** What in the accepted CSS, parsed again, would act outside the area; empty when nothing does. */
function escapesFromArea(css: string, scope: CssScope): string[] {
  const problems: string[] = [];
  const sheetNode = parse(css, { onParseError: (error) => problems.push(error.message) });
  if (sheetNode.type !== 'StyleSheet') return ['not a style sheet'];
  let scopes = 0;
  for (const node of sheetNode.children) {
    if (node.type !== 'Atrule') {
      problems.push(`a top-level ${node.type}`);
      continue;
    }
    const name = nameOf(node.name);
    if (name === 'keyframes') {
      const keyframes = node.prelude?.type === 'AtrulePrelude' ? node.prelude.children.first : null;
      if (keyframes?.type !== 'Identifier' || !ident.decode(keyframes.name).startsWith(scope.keyframesPrefix)) {
        problems.push(`keyframes not of the area: ${generate(node.prelude ?? node)}`);
      }
      continue;
    }
    if (name !== 'scope' || generate(node.prelude ?? node) !== `(${scope.root})` || node !== sheetNode.children.last) {
      problems.push(`a top-level @${name}`);
      continue;
    }
    scopes += 1;
    for (const child of node.block?.children ?? []) {
      if (child.type === 'Declaration') problems.push('a declaration for the scope root');
    }
    walk(node.block ?? node, (inner) => {
      if (inner.type === 'Atrule' && !ALLOWED_IN_AREA.has(nameOf(inner.name)))
        problems.push(`@${inner.name} in the area`);
      if (inner.type !== 'Rule') return;
      // A selector that names the scope root reaches <main> itself and its siblings.
      walk(inner.prelude, (part) => {
        if (part.type === 'NestingSelector') problems.push('&');
        if (part.type === 'PseudoClassSelector' && nameOf(part.name) === 'scope') problems.push(':scope');
      });
    });
  }
  if (scopes > 1) problems.push('more than one scope');
  return [...problems, ...urlProblems(sheetNode)];
}

/** Runs the checker on `css`: its result, or the refusal; anything else it throws fails the test. */
function check(css: string, scope: CssScope): { accepted: string } | { refused: string } {
  try {
    return { accepted: scopeAreaCss(css, scope) };
  } catch (error) {
    if (error instanceof FragmentCssError) return { refused: error.message };
    throw new Error(`scopeAreaCss crashed instead of refusing ${JSON.stringify(css)}: ${String(error)}`);
  }
}

// Bounded so the file runs in about two seconds on an idle machine; a failure prints its seed and
// the smallest sheet that fails.
const RUNS = 2000;

// The page's area, and a slot another remote fills (its CSS scoped to the slot's element).
describe.each([
  ['the area', AREA_CSS_SCOPE],
  ['a slot', slotCssScope('recent-work')],
])('scopeAreaCss on generated style sheets for %s', (_, scope) => {
  it(
    'accepts only CSS that, read again, stays in the area',
    () => {
      const seen = { accepted: 0, refused: 0, keyframes: 0, scoped: 0 };
      fc.assert(
        fc.property(sheet, (css) => {
          const result = check(css, scope);
          if ('refused' in result) {
            seen.refused += 1;
            return;
          }
          seen.accepted += 1;
          if (result.accepted.includes('@keyframes')) seen.keyframes += 1;
          if (result.accepted.includes('@scope')) seen.scoped += 1;
          expect(escapesFromArea(result.accepted, scope), result.accepted).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      // The generator reaches both answers, so this test can fail either way.
      expect(seen.accepted).toBeGreaterThan(RUNS / 20);
      expect(seen.refused).toBeGreaterThan(RUNS / 4);
      expect(seen.keyframes).toBeGreaterThan(0);
      expect(seen.scoped).toBeGreaterThan(0);
      console.info(
        `scopeAreaCss: ${RUNS} generated sheets, ${seen.accepted} accepted (${seen.scoped} with scoped rules, ${seen.keyframes} with keyframes), ${seen.refused} refused`,
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );

  it(
    'refuses, never crashes, on any text at all',
    () => {
      const text = fc.string({ unit: 'grapheme-composite', maxLength: 200 });
      const anyText = fc.oneof(
        text,
        fc.tuple(sheet, text, sheet).map((parts) => parts.join('')),
      );
      fc.assert(
        fc.property(anyText, (css) => {
          check(css, scope);
        }),
        { numRuns: RUNS / 2 },
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );
});
