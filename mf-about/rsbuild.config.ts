import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_about',
  title: 'Codekade - Over Ons',
  exposes: { './routes': './src/routes.tsx' },
});
