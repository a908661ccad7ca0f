import { fileURLToPath } from 'node:url';
import { pluginDiscoveryJson } from '@codekade/platform/build/discovery-json-plugin';
import { defineFederatedApp } from '@codekade/platform/build/federated-app';
import { pluginRemotesJson } from '@codekade/platform/build/remotes-json-plugin';
import { pluginSecurityTxt } from '@codekade/platform/build/security-txt-plugin';
import { siteConfig } from '@codekade/shared/site-config';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, rspack } from '@rsbuild/core';
import { pluginBrandFont } from './brand-font';
import { pluginInlineScript } from './inline-script-plugin';
import { pluginShellPins } from './shell-pins-plugin';
import { organizationJsonLd } from './src/structured-data';

// The shell exposes nothing and names no remote: it learns them from the discovery document at run time.
const federatedShell = defineFederatedApp({
  name: 'shell',
  title: 'Codekade - Home',
  // The composer: renders the layout per request around the remote's prerendered page.
  serverEntries: { index: './server/index.ts', main: './server/main.ts' },
  // The same app booted on a developer's overridden remote's development React (override-session.ts).
  developerEntry: './src/developer-index.ts',
  extraConfig: {
    // discovery.json (the document a new site starts with; then released on its own) and remotes.json
    // (read by `pnpm status`) come from the app registry: production URLs in a build, loopback in dev.
    plugins: [
      pluginDiscoveryJson(),
      pluginRemotesJson(),
      pluginSecurityTxt(),
      pluginBrandFont(fileURLToPath(new URL('./src/styles/generated', import.meta.url))),
    ],
    // No font preload: the brand font's first-paint face is in the document itself (shell/brand-font.ts),
    // and its file face loads only on a page that shows one of its rarer characters.
    html: {
      meta: { description: siteConfig.description, 'theme-color': '#1d4ed8' },
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'script', attrs: { type: 'application/ld+json' }, children: organizationJsonLd() },
      ],
    },
  },
});

/**
 * A production page's one script is the inline script (`src/features/start-up/inline-script.ts`, the
 * first stage of the start-up), a plain bundle of its own beside the app, inlined into index.html: it
 * holds early input and loads the federated entry only when the app is to start.
 */
const inlineScript: RsbuildConfig = {
  plugins: [
    pluginInlineScript(fileURLToPath(new URL('./dist', import.meta.url))),
    // Then the shell's own files pinned in the document (issue 48): the entry and all it loads.
    pluginShellPins(fileURLToPath(new URL('./dist', import.meta.url))),
  ],
  environments: {
    inlineScript: {
      source: { entry: { 'inline-script': './src/features/start-up/inline-script.ts' } },
      output: { target: 'web', cleanDistPath: false, manifest: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { htmlPlugin: false },
    },
  },
};

/**
 * The developer entry's build (`dist/developer/`) differs from the visitors' in two module requests. Its
 * developer badge says when the page runs on development React: it takes `developer-badge-texts.developer.ts`
 * in place of the plain module wherever another folder imports `…/content/developer-badge-texts` (that
 * module itself imports the plain one). And a feature's `../remote-overrides` is the override state alone.
 */
const developerBuild: RsbuildConfig = {
  environments: {
    developer: {
      tools: {
        rspack: {
          plugins: [
            new rspack.NormalModuleReplacementPlugin(
              /[\\/]content[\\/]developer-badge-texts$/,
              fileURLToPath(new URL('./src/content/developer-badge-texts.developer.ts', import.meta.url)),
            ),
            // A feature reaches the override state without the badge, a React component: loading the
            // developer entry's boot (features/development-react) must not load React before it is replaced.
            new rspack.NormalModuleReplacementPlugin(
              /^\.\.\/remote-overrides$/,
              fileURLToPath(new URL('./src/features/remote-overrides/active-overrides.ts', import.meta.url)),
            ),
          ],
        },
      },
    },
  },
};

export default defineConfig(async (env) => {
  const config = await federatedShell(env);
  return env.command === 'build' ? mergeRsbuildConfig(config, inlineScript, developerBuild) : config;
});
