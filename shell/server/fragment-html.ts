/**
 * A remote's prerendered HTML checked as HTML (parse5, the WHATWG tokenizer and tree builder), not
 * with patterns: it must stay inside the area (balanced, nothing the browser would re-nest) and hold
 * nothing that acts beyond its own markup (scripts, refreshes, frames, a new base URL, handlers, SVG
 * animation that could set them later).
 */
import { type DefaultTreeAdapterMap, parseFragment, type Token, Tokenizer } from 'parse5';

/** A custom element's name, which no fragment may hold, put after it to see that the markup after it stays markup. */
const END_MARK = 'codekade-fragment-end';

/** Elements that run code, embed other documents, change the document's base or refresh it, or make the rest of the page text. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'noscript',
  'template',
  'html',
  'head',
  'body',
  'title',
  'link',
  'plaintext',
  END_MARK,
]);
/**
 * SVG animation (SMIL) can set any attribute of its target while the page runs, an `href` to a
 * `javascript:` URL or an event handler included, past the attribute checks below. The remotes
 * animate with CSS, so their HTML holds none of it (tag names as the tokenizer gives them, lower case).
 */
const SMIL_ELEMENTS = new Set([
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
  'mpath',
]);
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'meta', 'source', 'track', 'wbr']);
/** Inside SVG and MathML `<x/>` closes the element; in HTML it does not. */
const FOREIGN_ROOTS = new Set(['svg', 'math']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset']);

type Element = DefaultTreeAdapterMap['element'];

function attributeProblem(tagName: string, { name, value }: Token.Attribute): string | undefined {
  const attribute = name.toLowerCase();
  if (attribute.startsWith('on')) return `<${tagName}> has an event handler (${attribute})`;
  if (tagName === 'meta' && attribute === 'http-equiv') return '<meta http-equiv> may refresh or redirect the page';
  // Browsers ignore control characters and spaces before the scheme.
  const trimmed = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (URL_ATTRIBUTES.has(attribute) && /^(?:javascript|vbscript|data:text\/html)/.test(trimmed)) {
    return `<${tagName} ${attribute}> runs code`;
  }
  return undefined;
}

/** Walks the tokens with a stack of open elements: every element closed by its own end tag, in order. */
function readTokens(html: string): { problem: string | undefined; outline: string[] } {
  const open: string[] = [];
  /** Each element as depth and name, in source order: the tree the markup means. */
  const outline: string[] = [];
  let foreignDepth = 0;
  let problem: string | undefined;
  const fail = (message: string) => {
    problem ??= message;
  };
  const ignore = () => {};
  const tokenizer = new Tokenizer(
    {},
    {
      onStartTag(token) {
        const { tagName } = token;
        outline.push(`${open.length}:${tagName}`);
        if (FORBIDDEN_ELEMENTS.has(tagName)) fail(`it holds a <${tagName}>`);
        if (SMIL_ELEMENTS.has(tagName))
          fail(`it holds an SVG animation element (<${tagName}>), which can set links and handlers`);
        for (const attribute of token.attrs) {
          const found = attributeProblem(tagName, attribute);
          if (found) fail(found);
        }
        if (VOID_ELEMENTS.has(tagName)) return;
        if (token.selfClosing) {
          if (foreignDepth === 0) fail(`<${tagName}/> does not close in HTML`);
          return;
        }
        if (FOREIGN_ROOTS.has(tagName) || foreignDepth > 0) foreignDepth += 1;
        open.push(tagName);
      },
      onEndTag(token) {
        const expected = open.pop();
        if (expected !== token.tagName) {
          fail(`</${token.tagName}> closes ${expected ? `<${expected}>` : 'an element outside the fragment'}`);
        }
        if (foreignDepth > 0) foreignDepth -= 1;
      },
      onEof() {
        if (open.length > 0) fail(`<${open.at(-1)}> is never closed`);
      },
      onDoctype: () => fail('it holds a doctype'),
      onComment: ignore,
      onCharacter: ignore,
      onNullCharacter: () => fail('it holds a NUL character'),
      onWhitespaceCharacter: ignore,
    },
  );
  tokenizer.write(html, true);
  return { problem, outline };
}

function outlineOf(nodes: DefaultTreeAdapterMap['childNode'][], depth = 0, outline: string[] = []): string[] {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    outline.push(`${depth}:${node.tagName.toLowerCase()}`);
    outlineOf((node as Element).childNodes, depth + 1, outline);
  }
  return outline;
}

/**
 * What is wrong with the fragment's HTML, or undefined when it is fit for the area. Balanced tags
 * can still be re-nested by the browser (`<p><div></div></p>` makes two paragraphs); the tree the
 * HTML parser builds (as the browser will) must have every element where its tags put it.
 */
export function fragmentHtmlProblem(html: string): string | undefined {
  const { problem, outline } = readTokens(html);
  if (problem) return problem;
  const main = parseFragment('<main></main>').childNodes[0] as Element;
  // An element after the fragment, as the shell's closing tags and footer follow it in the page.
  const tree = parseFragment(main, `${html}<${END_MARK}></${END_MARK}>`, {});
  const last = tree.childNodes.at(-1);
  if (!last || !('tagName' in last) || last.tagName !== END_MARK) {
    return 'it does not end where it stops: an unclosed comment, tag or attribute (or <plaintext>) takes in the markup after it';
  }
  if (outlineOf(tree.childNodes.slice(0, -1)).join() !== outline.join())
    return 'the browser would re-nest its elements';
  return undefined;
}
