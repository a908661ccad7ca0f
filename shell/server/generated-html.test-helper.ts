import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { mostly } from './generated-input.test-helper';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * Generated fragments, from what remotes render to what a hostile one could: scripts and styles,
 * frames, SVG and MathML with SMIL animation, event handlers in any case, `javascript:` URLs behind
 * entities, tabs and spaces, tags that close what they did not open, comments and stray markup.
 * Whatever the checker accepts, parsed as the browser parses the composed page, must stay inside
 * `<main>` and hold nothing that runs code.
 */
const tagName = mostly(
  [
    'div',
    'p',
    'span',
    'a',
    'section',
    'h2',
    'ul',
    'li',
    'img',
    'svg',
    'path',
    'g',
    'rect',
    'button',
    'form',
    'input',
    'br',
  ],
  [
    'animate',
    'ANIMATE',
    'set',
    'animateMotion',
    'animateTransform',
    'discard',
    'mpath',
    'script',
    'style',
    'iframe',
    'template',
    'math',
    'mi',
    'maction',
    'foreignObject',
    'use',
    'image',
    'object',
    'embed',
    'base',
    'link',
    'meta',
    'noscript',
    'title',
    'textarea',
    'table',
    'td',
    'body',
    'html',
    'frameset',
  ],
);
const attributeName = mostly(
  ['class', 'id', 'href', 'src', 'alt', 'data-x', 'aria-label', 'style', 'attributeName', 'values', 'to'],
  [
    'onclick',
    'OnLoad',
    'onbegin',
    'onend',
    'xlink:href',
    'formaction',
    'action',
    'poster',
    'srcset',
    'http-equiv',
    'begin',
  ],
);
const attributeValue = mostly(
  ['x', '/over-ons', 'https://example.test/', '#x', 'href', 'color:red', 'data:image/png;base64,AA'],
  [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'jav&#97;script:alert(1)',
    '\tjavascript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'xlink:href',
    'onclick',
    'refresh',
    '0;url=https://evil.test',
    '"',
  ],
);
const attribute = fc
  .tuple(attributeName, attributeValue, fc.constantFrom('"', "'"))
  .map(([name, value, quote]) => ` ${name}=${quote}${value.replaceAll(quote, '&quot;')}${quote}`);
const text = mostly(
  ['tekst', 'SEO &amp; Performance', '&lt;/main&gt;', ' ', '<!-- c -->'],
  ['<', '>', '</', '<!--', '-->', '&', '</main>', '</div>', '<p>', '<!doctype html>', '\u0000', '<![CDATA[</main>]]>'],
);

export const { fragment } = fc.letrec<{ node: string; fragment: string }>((tie) => ({
  node: fc.oneof(
    // The first choice ends the nesting at the deepest level.
    { depthSize: 'small', maxDepth: 4 },
    { weight: 2, arbitrary: text },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          tagName,
          fc.array(attribute, { maxLength: 3 }),
          tie('fragment'),
          mostly(['close'], ['self-close', 'open']),
        )
        .map(([tag, attributes, inner, end]) => {
          const start = `<${tag}${attributes.join('')}`;
          if (end === 'self-close') return `${start}/>`;
          return end === 'open' ? `${start}>${inner}` : `${start}>${inner}</${tag}>`;
        }),
    },
  ),
  fragment: fc.array(tie('node'), { maxLength: 3 }).map((nodes) => nodes.join('')),
}));

/** Elements that run code, load documents, change the base or refresh the page, or animate attributes. */
const FORBIDDEN = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'template',
  'noscript',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'srcset']);

export function elementsIn(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsIn(child)] : []));
}

/**
 * What in the composed page, parsed as the browser parses it, would act beyond the fragment's own
 * markup or leave `<main>`; empty when nothing does.
 */
export function escapesFromArea(html: string): string[] {
  const page = parse(
    `<!doctype html><html><head></head><body><main id="main">${html}</main><footer id="after"></footer></body></html>`,
  );
  const body = elementsIn(page).find((element) => element.tagName === 'body');
  const outline = body?.childNodes.filter((child) => 'tagName' in child).map((child) => (child as Element).tagName);
  const problems = outline?.join() === 'main,footer' ? [] : [`the body holds ${outline?.join()}`];
  const main = body?.childNodes.find((child): child is Element => 'tagName' in child && child.tagName === 'main');
  for (const element of main ? elementsIn(main) : []) {
    const name = element.tagName.toLowerCase();
    if (FORBIDDEN.has(name)) problems.push(`<${name}>`);
    for (const attribute of element.attrs) {
      const attributeName = attribute.name.toLowerCase();
      const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 0x20).join('');
      if (attributeName.startsWith('on')) problems.push(`${name}[${attributeName}]`);
      if (name === 'meta' && attributeName === 'http-equiv') problems.push('meta[http-equiv]');
      if (URL_ATTRIBUTES.has(attributeName) && /^(?:javascript|vbscript|data:text\/html)/i.test(value)) {
        problems.push(`${name}[${attributeName}=${attribute.value}]`);
      }
    }
  }
  return problems;
}
