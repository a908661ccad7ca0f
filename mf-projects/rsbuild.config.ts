import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_projects',
  port: 3003,
  title: 'Codekade - Projecten',
  exposes: { './routes': './src/routes.tsx' },
});
