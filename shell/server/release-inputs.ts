import { inlineScriptSources } from '@codekade/platform/content-security-policy';
import { inlineStyle } from './document';

/** What a shell release gives the composer: its document, its CSS ready to inline, its remotes.json. */
export interface ReleaseInputs {
  /** Changes when any input does. */
  key: string;
  template: string;
  /** The CSP sources of the template's inline scripts (its boot script): the release's own code. */
  inlineScripts: string[];
  shellStyle: string;
  remotes: unknown;
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

export interface ReleaseSources {
  readTemplate: () => Promise<string>;
  readShellCss: () => Promise<StyleFile[]>;
  readRemotesConfig: () => Promise<unknown>;
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
    const [template, shellCss, remotes] = await Promise.all([
      sources.readTemplate(),
      sources.readShellCss(),
      sources.readRemotesConfig(),
    ]);
    return {
      key,
      template,
      inlineScripts: inlineScriptSources(template),
      shellStyle: shellStyleElements(shellCss),
      remotes,
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
