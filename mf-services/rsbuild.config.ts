import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_services',
  title: 'Codekade - Diensten',
  exposes: { './routes': './src/routes.tsx' },
  extraConfig: {
    tools: {
      bundlerChain: (chain, { CHAIN_ID }) => {
        // The pictures inline as URL-encoded SVG text, not base64: their chunks gzip to about a third
        // less (the five: 3.0 → 1.9 KB gzip), and the same data URI is in the prerendered HTML.
        const inlined = chain.module.rule(CHAIN_ID.RULE.SVG).oneOf(CHAIN_ID.ONE_OF.SVG_ASSET);
        inlined.set('generator', { ...inlined.get('generator'), dataUrl: { encoding: false } });
      },
      rspack: (config, { environment }) => {
        const splitChunks = config.optimization?.splitChunks;
        if (environment.name !== 'federated' || !splitChunks) return;
        // Federation gives each shared-package module its own chunk, each with its own copy of the
        // package modules it imports: a service page loaded the icons (1.7 KB gzip) twice, as `Icon`
        // (the cards' icons) and again inside `TickList`. One chunk holds them once. Only here: a
        // remote that uses the icons through `TickList` alone would load one chunk more for nothing.
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          codekadeIcon: {
            test: /[\\/]shared[\\/]src[\\/]ui[\\/]Icon\.tsx$/,
            name: 'codekade-icon',
            chunks: 'async',
            enforce: true,
          },
        };
      },
    },
  },
});
