import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_contact',
  title: 'Codekade - Contact',
  exposes: { './routes': './src/routes.tsx' },
});
