import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineFederatedApp({
    name: 'mf_services',
    port: 3002,
    title: 'Codekade - Diensten',
    exposes: { './routes': './src/routes.tsx' },
  }),
  {
    html: {
      tags: [
        (tags) =>
          tags.map((tag) => {
            const attrs = { ...tag.attrs };
            for (const key of ['src', 'href'] as const) {
              const value = attrs[key];
              if (typeof value === 'string' && value.startsWith('static/')) attrs[key] = `/${value}`;
            }
            return { ...tag, attrs };
          }),
      ],
    },
  },
);
