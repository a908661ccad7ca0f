import { remoteApps } from './apps.mjs';

/**
 * The contract between the shell and the remotes. A remote built against another major version is
 * refused by the shell, so bump this (and the package major) on any breaking change to this package.
 */
export const CONTRACT_MAJOR = 1;

export type RemoteName = (typeof remoteApps)[number]['name'];

/** Federation names of the remotes, in port order (from the app registry, shared/src/apps.mjs). */
export const REMOTE_NAMES: readonly RemoteName[] = remoteApps.map((app) => app.name);

/** Every remote exposes its area's routes under this module name. */
export const ROUTES_EXPOSE = './routes';

/** The run-time remote configuration the shell fetches: remote name to `mf-manifest.json` URL. */
export type RemotesConfig = Record<RemoteName, string>;

/**
 * Firebase Hosting site id of each remote (app registry). A pull request's preview of a remote lives
 * on a preview channel of that site, `https://<site id>--<channel>-<hash>.web.app`.
 */
export const HOSTING_SITE_IDS: Readonly<Record<RemoteName, string>> = Object.fromEntries(
  remoteApps.map((app) => [app.name, app.hostingSiteId]),
) as Record<RemoteName, string>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
