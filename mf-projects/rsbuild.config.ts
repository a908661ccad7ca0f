import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_projects',
  title: 'Codekade - Projecten',
  exposes: { './routes': './src/routes.tsx' },
});
