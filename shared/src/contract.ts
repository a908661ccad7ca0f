import { hostingSiteIdOf } from './apps.mjs';
import { isFederationName } from './discovery';

/**
 * The contract between the shell and the remotes. A remote built against another major version is
 * refused by the shell, so bump this (and the package major) on any breaking change to this package.
 */
export const CONTRACT_MAJOR = 1;

/**
 * A remote's federation name. Any remote the discovery document names (docs/discovery.md), so a
 * shell built before an area existed still mounts it: never a list compiled into the shell.
 */
export type RemoteName = string;

/** Every remote exposes its area's routes under this module name. */
export const ROUTES_EXPOSE = './routes';

/** Remote name to the URL of its `mf-manifest.json`. */
export type RemotesConfig = Record<RemoteName, string>;

/**
 * Firebase Hosting site id of a remote, from its federation name (`codekade-<short name>`), so no list
 * of remotes is compiled into a bundle. A pull request's preview of a remote lives on a preview
 * channel of that site, `https://<site id>--<channel>-<hash>.web.app`.
 */
export { hostingSiteIdOf };

/** Whether `value` has the form of a remote's federation name (`mf_…`), registered or only discovered. */
export function isRemoteName(value: string): value is RemoteName {
  return isFederationName(value);
}
