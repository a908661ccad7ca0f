/**
 * A remote's resource hints (the `<link>` tags React emitted for a page, such as its main picture),
 * parsed with the HTML tokenizer and written anew: only preloads of the remote's own files, with
 * attributes the composer knows, in markup the composer wrote itself.
 */
import { Tokenizer } from 'parse5';
import { escapeHtml } from './document';
import { isRemoteFile } from './remote-file';

/** Attribute (as React writes it, any case) to whether a value is fit for it. */
const KNOWN_ATTRIBUTES: Record<string, (value: string) => boolean> = {
  rel: (value) => value === 'preload',
  as: (value) => ['image', 'font', 'style', 'script', 'fetch', 'video', 'audio'].includes(value),
  href: (value) => isRemoteFile(value),
  imagesrcset: (value) => value.split(',').every((candidate) => isRemoteFile(candidate.trim().split(/\s+/)[0] ?? '')),
  imagesizes: (value) => /^[\w\s(),.:%-]*$/.test(value),
  fetchpriority: (value) => ['high', 'low', 'auto'].includes(value),
  crossorigin: (value) => ['', 'anonymous', 'use-credentials'].includes(value),
  type: (value) => /^[\w.+-]+\/[\w.+-]+$/.test(value),
  media: (value) => /^[\w\s(),.:-]*$/.test(value),
};

/** The hints written anew, or throws with what is wrong. */
export function checkedResourceHints(hints: string): string {
  const links: string[] = [];
  let problem: string | undefined;
  const fail = (message: string) => {
    problem ??= message;
  };
  const tokenizer = new Tokenizer(
    {},
    {
      onStartTag(token) {
        if (token.tagName !== 'link') return fail(`a resource hint is a <${token.tagName}>, not a <link>`);
        const attributes: string[] = [];
        for (const { name, value } of token.attrs) {
          const check = KNOWN_ATTRIBUTES[name.toLowerCase()];
          if (!check) return fail(`a resource hint has an unknown attribute (${name})`);
          if (!check(value)) return fail(`a resource hint's ${name} is not allowed: "${value}"`);
          attributes.push(`${name}="${escapeHtml(value)}"`);
        }
        if (!token.attrs.some((attribute) => attribute.name === 'href' || attribute.name === 'imagesrcset')) {
          return fail('a resource hint names no file');
        }
        links.push(`<link ${attributes.join(' ')}>`);
      },
      onEndTag: (token) => fail(`resource hints hold </${token.tagName}>`),
      onEof: () => {},
      onDoctype: () => fail('resource hints hold a doctype'),
      onComment: () => fail('resource hints hold a comment'),
      onCharacter: () => fail('resource hints hold text'),
      onNullCharacter: () => fail('resource hints hold text'),
      onWhitespaceCharacter: () => {},
    },
  );
  tokenizer.write(hints, true);
  if (problem) throw new Error(problem);
  return links.join('');
}
