/**
 * The `gcloud run deploy` of the composer service (`pnpm deploy:shell`), built here so it is
 * unit-tested (no Google service is reachable from the tests).
 *
 * How page requests reach it: Firebase Hosting's rewrite calls the service's own URL over the
 * public internet, so the service keeps ingress `all` and unauthenticated invocation (a Hosting
 * rewrite is neither Cloud Load Balancing nor a domain mapping, the only ways in that Google
 * leaves once the default `run.app` URL is disabled or ingress is restricted; firebase-tools#10448).
 * Anyone may therefore call the `run.app` URL directly: what keeps such a request from steering a
 * rollout is the composer's reading of it (MEASUREMENT_PROXY_NETWORKS: only a request Google's front
 * end took from Hosting's networks is keyed by the address Hosting names; any other by its sender).
 */

/**
 * @param {{ serviceId: string, region: string, source: string, environment: string[], secretName: string }} options
 * @returns {string[]} the arguments of `gcloud`
 */
export function composerDeployArguments({ serviceId, region, source, environment, secretName }) {
  const values = environment.join(',');
  if (environment.some((entry) => entry.includes(',') || !/^[A-Z][A-Z0-9_]*=/.test(entry))) {
    throw new TypeError(`The composer's environment must be NAME=value entries without commas: ${values}`);
  }
  return [
    'run',
    'deploy',
    serviceId,
    '--source',
    source,
    '--region',
    region,
    // Hosting's rewrite comes over the public internet to the service's URL (see above).
    '--ingress=all',
    '--allow-unauthenticated',
    `--set-env-vars=${values}`,
    // Every instance signs page measurement tokens with the one secret (docs/measurements.md: create it once).
    `--set-secrets=MEASUREMENT_TOKEN_SECRET=${secretName}:latest`,
  ];
}
