/**
 * Preloaded into the rehearsal's composer (`node --import`): the composer fetches the remotes at their
 * production URLs, which here are served on loopback ports. REHEARSAL_HOSTS maps each production origin
 * to its local HTTPS origin; the certificate is trusted through NODE_EXTRA_CA_CERTS. The stand-in for
 * DNS only; the composer's own code runs unchanged.
 */
import { readLocalSettings } from './local-settings.mjs';

const hosts = readLocalSettings(process.env).rehearsalHosts;
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const local = hosts[url.origin];
  return realFetch(local ? `${local}${url.pathname}${url.search}` : input, init);
};
