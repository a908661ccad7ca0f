import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_home',
  title: 'Codekade - Home',
  exposes: { './routes': './src/routes.tsx' },
});
