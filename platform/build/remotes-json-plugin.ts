/**
 * Emits the shell's `remotes.json` from the app registry: in a production build it names every
 * remote's production URL, so the shell's dist deploys as built; the dev server names the loopback
 * remotes. The local static server (`npm start`, tests) answers with its own loopback copy.
 */
import { DEFAULT_PORT_BASE } from '@codekade/shared/apps';
import type { RsbuildPlugin } from '@rsbuild/core';
import { localRemotesConfig, productionRemotesConfig } from '../lib/apps.mjs';

export const REMOTES_JSON_FILE = 'remotes.json';

export function pluginRemotesJson(): RsbuildPlugin {
  return {
    name: 'codekade:remotes-json',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        const config =
          api.context.action === 'build' ? productionRemotesConfig() : localRemotesConfig(DEFAULT_PORT_BASE);
        compilation.emitAsset(REMOTES_JSON_FILE, new sources.RawSource(`${JSON.stringify(config, null, 2)}\n`));
      });
    },
  };
}
