import { defineFederatedApp } from '@codekade/platform/build/federated-app';
import { pluginRemotesJson } from '@codekade/platform/build/remotes-json-plugin';
import { siteAreas } from '@codekade/shared/routes';
import { organizationJsonLd } from './src/structured-data';

// The shell exposes nothing and names no remote: it reads remotes.json at run time.
export default defineFederatedApp({
  name: 'shell',
  title: 'Codekade - Home',
  // The composer: renders the layout per request around the remote's prerendered page.
  serverEntries: { index: './server/index.ts', main: './server/main.ts' },
  extraConfig: {
    // remotes.json comes from the app registry: production URLs in a build, loopback in dev.
    plugins: [pluginRemotesJson()],
    html: {
      meta: { description: siteAreas[0]?.description ?? '', 'theme-color': '#1d4ed8' },
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'script', attrs: { type: 'application/ld+json' }, children: organizationJsonLd() },
      ],
    },
  },
});
