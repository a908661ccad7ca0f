import { addedRemoteSources, inlineScriptSources } from '@codekade/serving/content-security-policy';
import type { Discovery } from '@codekade/shared/discovery';
import { parseDiscovery } from '@codekade/shared/discovery-reader';
import { servedManifestOf } from '@codekade/shared/integrity';
import { inlineStyle } from './document';

/** What a release gives the composer: the shell's document and CSS ready to inline, and the discovery document's areas. */
export interface ReleaseInputs {
  /** Changes when any input does. */
  key: string;
  template: string;
  /** The CSP sources of the template's inline scripts (its boot script): the release's own code. */
  inlineScripts: string[];
  shellStyle: string;
  /** The site's areas (the discovery document, read with its one reader: bad entries left out). */
  discovery: Discovery;
  /** Each area's root manifest URL, by remote name (the discovery document's): its site's root, never loaded. */
  remotes: Record<string, string>;
  /**
   * Each area's manifest of the version the discovery document names, by remote name: the pinned
   * build the site serves without a rollout (`/v/<build id>/…`), or the root when it pins none.
   */
  served: Record<string, string>;
  /**
   * The origins of the areas' manifests that are live Firebase Hosting sites, which the pages'
   * policy admits beyond its app sources (remoteSourceFor, the rule the composer fetches by): a remote
   * released after the shell loads without a shell release. Another origin is not admitted (its area
   * fails to load and the shell shows its fallback; the composer does not fetch from it).
   */
  remoteOrigins: string[];
}

/** One of the shell's style files: its path as the shell's chunk loader names it, and its CSS. */
export interface StyleFile {
  file: string;
  css: string;
}

/**
 * The shell's CSS to inline, one element per file named by `data-href`, so its chunk loader finds
 * each file already there; a file with the same CSS as one before it is named by an empty element.
 */
export function shellStyleElements(files: StyleFile[]): string {
  const seen = new Set<string>();
  return files
    .map(({ file, css }) => {
      const repeated = seen.has(css);
      seen.add(css);
      return inlineStyle(repeated ? '' : css, file);
    })
    .join('');
}

/** How many of a document's problems its one warning spells out. */
const PROBLEMS_SHOWN = 3;

/**
 * The reader's warnings about one release of the discovery document as one line: a document of
 * thousands of bad entries writes one warning per release, not one per entry.
 */
export function discoveryProblemsSummary(problems: readonly string[]): string | undefined {
  if (problems.length <= 1) return problems[0];
  const rest = problems.length - PROBLEMS_SHOWN;
  return `${problems.slice(0, PROBLEMS_SHOWN).join(' ')}${rest > 0 ? ` (and ${rest} more entries left out)` : ''}`;
}

export interface ReleaseSources {
  readTemplate: () => Promise<string>;
  readShellCss: () => Promise<StyleFile[]>;
  /** The discovery document as deployed (docs/discovery.md), released apart from the shell. */
  readDiscovery: () => Promise<unknown>;
  /** What relative manifest URLs of the discovery document are resolved against: the site's address. */
  siteUrl: string;
  /** The app sources of the pages' policy (ComposerOptions.remoteSources). */
  remoteSources: readonly string[];
  /** Where the discovery document's warnings go (once per release). */
  warn?: (message: string) => void;
  /** Cheap check whether the inputs changed (a new deploy); without it they are read once. */
  releaseKey?: () => Promise<string>;
}

/**
 * Reads the shell's inputs once per release instead of per request, and again when the release key
 * changes. A failed read is not kept, so the next request tries again.
 */
export function createReleaseInputs(sources: ReleaseSources) {
  let current: { key: string; inputs: Promise<ReleaseInputs> } | undefined;

  async function read(key: string): Promise<ReleaseInputs> {
    const [template, shellCss, document] = await Promise.all([
      sources.readTemplate(),
      sources.readShellCss(),
      sources.readDiscovery(),
    ]);
    const warn = sources.warn ?? ((message: string) => console.warn(message));
    const problems: string[] = [];
    const discovery = parseDiscovery(document, { base: sources.siteUrl, warn: (message) => problems.push(message) });
    const summary = discoveryProblemsSummary(problems);
    if (summary) warn(`[composer] ${summary}`);
    return {
      key,
      template,
      inlineScripts: inlineScriptSources(template),
      shellStyle: shellStyleElements(shellCss),
      discovery,
      remotes: Object.fromEntries(discovery.remotes.map((remote) => [remote.name, remote.manifest])),
      served: Object.fromEntries(discovery.remotes.map((remote) => [remote.name, servedManifestOf(remote).url])),
      remoteOrigins: addedRemoteSources(
        discovery.remotes.map(({ manifest }) => manifest),
        sources.remoteSources,
      ),
    };
  }

  return async function currentInputs(): Promise<ReleaseInputs> {
    const key = sources.releaseKey ? await sources.releaseKey() : 'release';
    if (current?.key !== key) {
      const inputs = read(key);
      current = { key, inputs };
      inputs.catch(() => {
        if (current?.inputs === inputs) current = undefined;
      });
    }
    return current.inputs;
  };
}
