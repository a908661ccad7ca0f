import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_services',
  port: 3002,
  title: 'Codekade - Diensten',
  exposes: { './routes': './src/routes.tsx' },
});
