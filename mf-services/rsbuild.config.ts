import { defineFederatedApp } from '@codekade/platform/build/federated-app';

export default defineFederatedApp({
  name: 'mf_services',
  title: 'Codekade - Diensten',
  exposes: { './routes': './src/routes.tsx' },
});
