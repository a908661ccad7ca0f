// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composerDeployArguments } from './composer-deploy.mjs';

const options = {
  serviceId: 'composer',
  region: 'europe-west1',
  source: '/repo/shell',
  secretName: 'composer-measurement-token',
  environment: [
    'COMPOSER_FRAGMENT_BUDGET_MS=300',
    'MEASUREMENT_PROXY_HOPS=2',
    'MEASUREMENT_PROXY_NETWORKS=192.0.2.0/24 2001:db8::/32',
  ],
};

describe('the composer service deploy', () => {
  it("sets the proxy's networks with the rest, and the ingress Hosting's rewrite needs", () => {
    expect(composerDeployArguments(options)).toEqual([
      'run',
      'deploy',
      'composer',
      '--source',
      '/repo/shell',
      '--region',
      'europe-west1',
      '--ingress=all',
      '--allow-unauthenticated',
      '--set-env-vars=COMPOSER_FRAGMENT_BUDGET_MS=300,MEASUREMENT_PROXY_HOPS=2,MEASUREMENT_PROXY_NETWORKS=192.0.2.0/24 2001:db8::/32',
      '--set-secrets=MEASUREMENT_TOKEN_SECRET=composer-measurement-token:latest',
    ]);
  });

  it('refuses a value gcloud would split into two settings', () => {
    expect(() =>
      composerDeployArguments({ ...options, environment: ['MEASUREMENT_PROXY_NETWORKS=192.0.2.0/24,198.51.100.0/24'] }),
    ).toThrow(/without commas/);
  });
});
