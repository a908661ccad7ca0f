/** Writing a composed page into the shell's built document: every value is escaped for where it goes. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * CSS inside `<style>`: only a closing tag could end it early. `file` names the style file it holds
 * (`data-href`), which the app's chunk loader then takes as loaded instead of fetching and applying it again.
 */
export function inlineStyle(css: string, file?: string): string {
  return styleElement(css, file === undefined ? {} : { 'data-href': file });
}

/** CSS inside `<style>` with the given attributes (names written by the composer, values escaped). */
export function styleElement(css: string, attributes: Record<string, string>): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<style${written}>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** JSON inside `<script type="application/json">`: no `<` may reach the HTML parser. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}

export interface DocumentParts {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  /** Trusted markup for the end of `<head>`: styles, preloads, data. */
  headHtml: string;
  /** The HTML inside `#root`. */
  rootHtml: string;
}

function replaceOnce(document: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(document)) throw new Error(`The shell's index.html has no ${what}.`);
  return document.replace(pattern, () => replacement);
}

/** The shell's document with this page's head and content. */
export function composeDocument(template: string, parts: DocumentParts): string {
  const title = escapeHtml(parts.title);
  const description = escapeHtml(parts.description);
  const head = [
    `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="nl_NL">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(parts.canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(parts.imageUrl)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    parts.headHtml,
  ].join('');
  let document = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`, '<title>');
  document = replaceOnce(
    document,
    /<meta name="description" content="[^"]*">/,
    `<meta name="description" content="${description}">`,
    'meta description',
  );
  document = replaceOnce(document, /<\/head>/, `${head}</head>`, '</head>');
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${parts.rootHtml}</div>`, 'empty #root');
}
