import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import type { Discovery } from '@codekade/shared/discovery';
import { isOverrideUrl } from './loopback-urls';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/**
 * The remotes the site's discovery document lists, each with the origin of its manifest there (its
 * own Hosting site): the only remotes an override may name, and the only sites whose previews it
 * may point at.
 */
export type ListedRemotes = ReadonlyMap<RemoteName, string>;

/** The listed remotes of a discovery reading (the composer's or the browser's). */
export function listedRemotesOf(discovery: Pick<Discovery, 'remotes'>): ListedRemotes {
  return listedRemotesFromManifests(
    Object.fromEntries(discovery.remotes.map(({ name, manifest }) => [name, manifest])),
  );
}

/** The listed remotes of a map of remote name to manifest URL (the discovery document's). */
export function listedRemotesFromManifests(manifests: Readonly<Record<string, string>>): ListedRemotes {
  const listed = new Map<RemoteName, string>();
  for (const [name, manifest] of Object.entries(manifests))
    if (isRemoteName(name) && URL.canParse(manifest)) listed.set(name, new URL(manifest).origin);
  return listed;
}

/**
 * Only a developer's own machine, or a pull request's preview of that very remote (a preview channel
 * of the Hosting site the discovery document names for it), may replace a remote the document
 * lists: an override of any other name, or to any other host, would let a crafted link run foreign
 * code inside the site.
 */
export function validOverride(
  name: string,
  url: string,
  listed: ListedRemotes,
): { name: RemoteName; url: string } | { problem: string } {
  const siteOrigin = isRemoteName(name) ? listed.get(name) : undefined;
  if (siteOrigin === undefined) {
    return { problem: `"${name}" is not a remote the site's discovery document lists` };
  }
  if (!URL.canParse(url)) return { problem: `"${url}" is not a URL` };
  if (!isOverrideUrl(siteOrigin, url)) {
    return {
      problem: `only loopback URLs (localhost, 127.0.0.1, [::1]) and the preview channels of ${name}'s own Hosting site as the discovery document names it (${siteOrigin} -> https://<site id>--<channel>-<hash>.web.app: a channel of letters, digits and single hyphens, then Hosting's hash of 8 letters or digits) are accepted, got ${url}`,
    };
  }
  return { name, url: new URL(url).href };
}
