import type { RemoteName } from '@codekade/shared/contract';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { type ComposedResponse, discoveryJsonAnswer, redirectAnswer } from './composer-answers';
import type { ComposerOptions } from './composer-options';
import { type ComposerParts, createComposerParts } from './composer-parts';
import type { ComposerRequest } from './composer-request';
import { keptVersionsOf } from './measurements/kept-versions';
import { pageAnswer } from './page-answer';
import { pageDiscovery } from './page-document';
import { routeRequest } from './route-request';
import { sitemapAnswer } from './sitemap-answer';
import { slotAnswer } from './slot-answer';

export { COMPOSITION_HEADER, type ComposedResponse } from './composer-answers';
export type { ComposerOptions } from './composer-options';
export { PRIVATE_CACHE } from './composer-parts';

/**
 * Composes a page per request: the shell's layout rendered here, the route's HTML from the remote that
 * owns it (prerendered at that remote's build), one document. Whatever goes wrong with a remote, the
 * visitor gets the plain shell document within the budget, and the browser composes the page as before.
 * Inputs are read once per release, shells and pages kept per path, fragments fetched once at a time
 * (composer-parts.ts).
 *
 * A request passes stages in order, each taking the request's data from the one before and returning
 * the next one's input or the answer: route it (route-request.ts), then for a page read its inputs and
 * pick its versions (composer-request.ts), place it (page-place.ts), fetch and check its content
 * (page-content.ts; fragment-source.ts checks on reading), compose it (page-compose.ts), or the plain
 * document (plain-page.ts); page-answer.ts runs them. A slot's content (slot-answer.ts) and the sitemap
 * (sitemap-answer.ts) are answers of their own.
 */
export function createComposer(options: ComposerOptions) {
  const parts = createComposerParts(options);

  /**
   * `path` is the request's pathname, `search` its query (kept by redirects); `origin` resolves
   * relative manifest URLs. The request is routed before anything is read.
   */
  async function compose(path: string, origin: string, search = ''): Promise<ComposedResponse> {
    const request: ComposerRequest = { path, origin, search };
    const route = routeRequest(request);
    switch (route.kind) {
      case 'discovery':
        return discoveryAnswer(parts);
      case 'sitemap':
        return sitemapAnswer(parts, request);
      case 'slot':
        return slotAnswer(parts, { ...request, name: route.name });
      case 'redirect':
        return redirectAnswer({ location: route.location, cacheControl: parts.cdnCache });
      case 'page':
        return pageAnswer(parts, request);
    }
  }

  return Object.assign(compose, {
    warm: (origin: string) => warm(parts, origin),
    liveVersion: (remote: RemoteName) => liveVersion(parts, remote),
    keptVersions: (remote: RemoteName) => keptVersions(parts, remote),
  });
}

export type Composer = ReturnType<typeof createComposer>;

/**
 * The plain discovery document at DISCOVERY_PATH: the one the composer composes with now (released
 * on its own site in production), as its reader kept it, so the browser and the pages agree.
 */
async function discoveryAnswer(parts: ComposerParts): Promise<ComposedResponse> {
  return discoveryJsonAnswer({ body: pageDiscovery(await parts.currentInputs()), cacheControl: parts.cdnCache });
}

/**
 * Reads the release's inputs and every remote's index and fragments; resolves when all have
 * answered or failed. A new instance that waits for it starts with its first visitors' pages known.
 */
async function warm(parts: ComposerParts, origin: string): Promise<void> {
  // The rollout states too: the first read of Firestore is the slow one.
  const states = parts.rollouts?.().catch(() => undefined);
  await Promise.all([parts.warmRemotes(await parts.currentInputs(), origin), states]);
}

/** The build of `remote` live now, by its published index; undefined when it cannot be read. */
async function liveVersion(parts: ComposerParts, remote: RemoteName): Promise<string | undefined> {
  try {
    const inputs = await parts.currentInputs();
    return await parts.fragments.liveBuildId(remote, remoteManifestUrl(inputs.served, remote, parts.siteOrigin));
  } catch {
    return undefined;
  }
}

/** The versions the remote's site still holds (its versions.json); none when it cannot be read. */
async function keptVersions(parts: ComposerParts, remote: RemoteName): Promise<string[]> {
  try {
    const inputs = await parts.currentInputs();
    return await keptVersionsOf(remoteManifestUrl(inputs.remotes, remote, parts.siteOrigin), parts.remoteFetch);
  } catch {
    return [];
  }
}
