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

/**
 * What a remote's routes module may export beside its component: `warmUp`, which the shell's idle
 * warm-up calls once the routes have run (docs/app-start.md, "After the first page"), so the area
 * readies what a tap to one of its pages needs beyond its code (a page's own text, say). Optional; a
 * failure or a hang costs the visitor nothing but that head start.
 */
export type AreaWarmUp = () => Promise<unknown> | undefined;

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
