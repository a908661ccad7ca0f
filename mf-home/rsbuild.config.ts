import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_home',
  title: 'Codekade - Home',
  exposes: { './routes': './src/routes.tsx' },
});
