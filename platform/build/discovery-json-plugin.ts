/**
 * Emits the shell build's `discovery.json` from the app registry and every remote's `area.json`, and
 * its JSON Schema beside it (`discovery.schema.json`, discovery-json-schema.ts): in a
 * production build it names every remote's production URL, the dev server the loopback remotes. It is
 * the document a new site starts with; after that the document is released on its own
 * (docs/discovery.md), and the local hosting (`npm start`, tests) serves its own release of it.
 */
import { DEFAULT_PORT_BASE } from '@codekade/shared/apps';
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import type { RsbuildPlugin } from '@rsbuild/core';
import { localDiscovery, productionDiscovery } from '../lib/discovery-document.mjs';
import { DISCOVERY_SCHEMA_FILE, discoveryJsonSchemaText } from './discovery-json-schema';

export const DISCOVERY_JSON_FILE = DISCOVERY_PATH.slice(1);

export function pluginDiscoveryJson(): RsbuildPlugin {
  return {
    name: 'codekade:discovery-json',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        // Neither pins a version (issue 48): the production site reads its released document before it
        // takes traffic, and the dev server's remotes are dev servers, which a development shell loads as they come.
        const document =
          api.context.action === 'build'
            ? productionDiscovery()
            : localDiscovery(DEFAULT_PORT_BASE, { versionsOf: () => undefined });
        compilation.emitAsset(DISCOVERY_JSON_FILE, new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
        compilation.emitAsset(DISCOVERY_SCHEMA_FILE, new sources.RawSource(discoveryJsonSchemaText()));
      });
    },
  };
}
