import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_contact',
  port: 3005,
  title: 'Codekade - Contact',
  exposes: { './routes': './src/routes.tsx' },
});
