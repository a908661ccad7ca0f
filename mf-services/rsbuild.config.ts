import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

export default defineFederatedApp({
  name: 'mf_services',
  title: 'Codekade - Diensten',
  exposes: { './routes': './src/routes.tsx' },
});
