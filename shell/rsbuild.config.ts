import { siteAreas } from '@codekade/shared/routes';
import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';
import { pluginRemotesJson } from '@codekade/shared/tooling/remotes-json-plugin';
import { startEarlyRemoteLoad } from './src/features/remotes/early-remote-load';
import { REMOTES_CONFIG_URL } from './src/features/remotes/remotes-config';
import { organizationJsonLd } from './src/structured-data';

const areaPaths = siteAreas.map((area) => [area.basePath, area.remote]);

// The shell exposes nothing and names no remote: it reads remotes.json at run time.
export default defineFederatedApp({
  name: 'shell',
  title: 'Codekade - Home',
  extraConfig: {
    // remotes.json comes from the app registry: production URLs in a build, loopback in dev.
    plugins: [pluginRemotesJson()],
    // Federation loads the shell's start-up chunks one after another; preloading lets them arrive together.
    performance: { preload: { type: 'async-chunks' } },
    html: {
      meta: { description: siteAreas[0]?.description ?? '', 'theme-color': '#1d4ed8' },
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'script', attrs: { type: 'application/ld+json' }, children: organizationJsonLd() },
        {
          tag: 'script',
          head: true,
          append: false,
          children: `(${startEarlyRemoteLoad.toString()})(${JSON.stringify(areaPaths)}, ${JSON.stringify(REMOTES_CONFIG_URL)});`,
        },
      ],
    },
  },
});
