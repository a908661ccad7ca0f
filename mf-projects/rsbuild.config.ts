import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_projects',
  title: 'Codekade - Projecten',
  exposes: { './routes': './src/routes.tsx' },
});
