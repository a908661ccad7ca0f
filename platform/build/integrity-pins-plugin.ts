/**
 * Pins every file a remote's federated build publishes in its manifest (issue 48), after the prerender
 * wrote its fragments into the same folder: the digests are of the files as published.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { pinBuild } from '../lib/integrity-pins.mjs';

export function integrityPinsPlugin(): RsbuildPlugin {
  return {
    name: 'codekade:integrity-pins',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: ({ environments }) => {
          const federated = environments.federated;
          if (!federated) return;
          const manifestPin = pinBuild(federated.distPath);
          api.logger.info(`pinned the build's files; its manifest is ${manifestPin}`);
        },
      });
    },
  };
}
