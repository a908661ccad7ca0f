import { isRemoteName } from '@codekade/shared/contract';
import { type PageFragment, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { documentTitle } from '@codekade/shared/page-meta';
import { COMPOSITION_DATA_ID, type CompositionData } from '../src/features/composition/composition-data';
import { AREA_SLOT } from '../src/features/remotes/ServerArea';
import { composeDocument, escapeHtml, inlineStyle, jsonScript } from './document';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import { createFragmentSource } from './fragment-source';
import { renderShell } from './render-shell';

export interface ComposerOptions {
  /** The shell's built index.html; it is also the plain document served when composing fails. */
  readTemplate: () => Promise<string>;
  /** All of the shell's own CSS, inlined so the first paint waits for no stylesheet. */
  readShellCss: () => Promise<string>;
  /** The deployed remotes.json (remote name to manifest URL). */
  readRemotesConfig: () => Promise<unknown>;
  /** Public address of the site, for canonical links and the share image. */
  siteUrl: string;
  /** How long the remote's fragments may take before the plain document is served instead. */
  fragmentBudgetMs?: number;
  /** How long fetched fragments are reused in memory; 0 reads them on every request. */
  fragmentCacheMs?: number;
  /** How long a CDN may keep a composed page (`s-maxage`); browsers always revalidate. */
  cdnCacheSeconds?: number;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

export interface ComposedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** How the composer answered, for logs and tests: with a remote's page, the shell alone, or the plain document. */
export const COMPOSITION_HEADER = 'X-Codekade-Composition';

function withBudget<T>(budgetMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${budgetMs} ms`));
    }, budgetMs);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

function manifestUrlOf(remotes: unknown, remote: string, origin: string): string {
  const url = (remotes as Record<string, unknown> | null)?.[remote];
  if (typeof url !== 'string' || !URL.canParse(url, origin))
    throw new Error(`remotes.json names no manifest for ${remote}`);
  const parsed = new URL(url, origin);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${remote}'s manifest is not http(s)`);
  return parsed.href;
}

/** Head markup that lets the browser start on the remote's files while it parses the page. */
function remoteHead(fragment: PageFragment, manifestUrl: string, base: string): string {
  const url = (file: string) => escapeHtml(new URL(file, base).href);
  return [
    inlineStyle(fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, base)),
    fragment.resourceHints.replaceAll(REMOTE_BASE_PLACEHOLDER, base),
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`,
    ...fragment.preload.scripts.map((file) => `<link rel="preload" as="script" href="${url(file)}">`),
    ...fragment.preload.styles.map((file) => `<link rel="preload" as="style" href="${url(file)}">`),
  ].join('');
}

/**
 * Composes a page per request: the shell's layout rendered here, the route's HTML from the remote that
 * owns it (prerendered at that remote's build), one document. Whatever goes wrong with a remote, the
 * visitor gets the plain shell document within the budget, and the browser composes the page as before.
 */
export function createComposer(options: ComposerOptions) {
  const budgetMs = options.fragmentBudgetMs ?? DEFAULT_FRAGMENT_BUDGET_MS;
  const cdnCache = `public, max-age=0, s-maxage=${options.cdnCacheSeconds ?? 60}`;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const fragments = createFragmentSource({ cacheMs: options.fragmentCacheMs ?? 10_000, fetch: options.fetch });
  const canonical = (path: string) => new URL(path, options.siteUrl).href;
  const imageUrl = new URL('/og-image.png', options.siteUrl).href;

  const respond = (status: number, kind: string, body: string, cacheControl = cdnCache): ComposedResponse => ({
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, [COMPOSITION_HEADER]: kind },
    body,
  });

  /** `path` is the request's pathname; `origin` resolves relative manifest URLs. */
  return async function compose(path: string, origin: string): Promise<ComposedResponse> {
    const [template, shellCss, remotes] = await Promise.all([
      options.readTemplate(),
      options.readShellCss(),
      options.readRemotesConfig(),
    ]);
    const plainDocument = () => respond(200, 'plain', template, 'no-cache');
    try {
      const shell = renderShell(path);
      const shellHead = inlineStyle(shellCss);
      if (shell.remote === null || !isRemoteName(shell.remote)) {
        const meta = shell.meta ?? { title: notFoundText.title, description: '' };
        const data: CompositionData = { area: null, remotes };
        return respond(
          404,
          'shell',
          composeDocument(template, {
            title: documentTitle(meta.title),
            description: meta.description,
            canonicalUrl: canonical(path),
            imageUrl,
            headHtml: shellHead + jsonScript(COMPOSITION_DATA_ID, data),
            rootHtml: shell.html,
          }),
        );
      }
      const { remote } = shell;
      const manifestUrl = manifestUrlOf(remotes, remote, origin);
      const content = await withBudget(budgetMs, (signal) => fragments.areaContent(remote, manifestUrl, path, signal));
      if (content.kind === 'redirect') {
        return { status: 301, headers: { Location: content.location, 'Cache-Control': cdnCache }, body: '' };
      }
      const { fragment } = content;
      const base = new URL('.', manifestUrl).href;
      const data: CompositionData = { area: { remote, buildId: fragment.buildId }, remotes };
      const areaHtml = fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, base);
      return respond(
        fragment.status,
        'area',
        composeDocument(template, {
          title: documentTitle(fragment.head.title),
          description: fragment.head.description,
          canonicalUrl: canonical(path),
          imageUrl,
          headHtml: shellHead + remoteHead(fragment, manifestUrl, base) + jsonScript(COMPOSITION_DATA_ID, data),
          rootHtml: shell.html.replace(AREA_SLOT, () => areaHtml),
        }),
      );
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      warn(`[composer] ${path}: ${reason}; serving the plain shell document.`);
      return plainDocument();
    }
  };
}

export type Composer = ReturnType<typeof createComposer>;
