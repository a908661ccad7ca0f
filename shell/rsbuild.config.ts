import { defineFederatedApp } from '@codekade/shared/tooling/federated-app';

// The shell exposes nothing and names no remote: it reads remotes.json at run time.
export default defineFederatedApp({ name: 'shell', port: 3000, title: 'Codekade' });
