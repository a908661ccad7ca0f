/**
 * The files a remote's CSS may have the browser fetch: its own (under the remote's base, which the
 * composer replaces with its real URL), and references into the page itself (`url(#gradient)`).
 * Read token by token as the browser's CSS tokenizer reads it, so a URL cannot hide in a custom
 * property, an escaped function name or a value the parser keeps as raw text.
 */
import { ident, string, tokenize, tokenTypes, url } from 'css-tree';
import { isRemoteFile } from './remote-file';

/** Functions whose string arguments the browser fetches, without a vendor prefix. */
const URL_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', 'cross-fade']);
/** Functions that would fill a URL function's argument in only when the page runs. */
const SUBSTITUTIONS = new Set(['var', 'env', 'attr', 'if', 'inherit']);
const IGNORED = new Set<number>([tokenTypes.WhiteSpace, tokenTypes.Comment]);

const isAllowedUrl = (value: string) => value.startsWith('#') || isRemoteFile(value);

/** A function token's name (`u\72l(` is `url(` to the browser), lower case, without a vendor prefix. */
function functionName(token: string): string {
  return ident
    .decode(token.slice(0, -1))
    .toLowerCase()
    .replace(/^-[a-z]+-/, '');
}

/** The first URL in `css` that is neither the remote's own file nor a reference into the page. */
export function foreignCssUrl(css: string): string | undefined {
  let found: string | undefined;
  /** The functions and parentheses open at this token, innermost last ('' for a plain parenthesis). */
  const open: string[] = [];
  tokenize(css, (type, start, end) => {
    if (found !== undefined) return;
    const text = css.slice(start, end);
    const inUrlFunction = URL_FUNCTIONS.has(open.at(-1) ?? '');
    if (type === tokenTypes.Url) {
      if (!isAllowedUrl(url.decode(text))) found = text;
    } else if (type === tokenTypes.BadUrl) {
      found = text;
    } else if (type === tokenTypes.Function) {
      const name = functionName(text);
      if (inUrlFunction && SUBSTITUTIONS.has(name)) found = `${open.at(-1)}(${text}…)`;
      open.push(name);
    } else if (type === tokenTypes.LeftParenthesis) {
      open.push('');
    } else if (type === tokenTypes.RightParenthesis) {
      open.pop();
    } else if (inUrlFunction && (type === tokenTypes.String || type === tokenTypes.BadString)) {
      if (!isAllowedUrl(string.decode(text))) found = text;
    } else if (open.at(-1) === 'url' && !IGNORED.has(type)) {
      // `url(` written as a function with no string in it is an unquoted URL to the browser.
      found = text;
    }
  });
  return found;
}
