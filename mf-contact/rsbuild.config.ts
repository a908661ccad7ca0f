import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_contact',
  title: 'Codekade - Contact',
  exposes: { './routes': './src/routes.tsx' },
});
