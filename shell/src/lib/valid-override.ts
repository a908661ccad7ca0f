import { hostingSiteIdOf, isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { isOverrideUrl } from './loopback-urls';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/**
 * Only a developer's own machine, or a pull request's preview of that very remote (a preview channel
 * of its own Hosting site), may replace a remote: an override to any other host would let a crafted
 * link run foreign code inside the site.
 */
export function validOverride(name: string, url: string): { name: RemoteName; url: string } | { problem: string } {
  // Only a federation name: its own Hosting site (hostingSiteIdOf) bounds where a preview may come from.
  if (!isRemoteName(name)) {
    return { problem: `"${name}" is not a remote of this site` };
  }
  if (!URL.canParse(url)) return { problem: `"${url}" is not a URL` };
  if (!isOverrideUrl(name, url)) {
    return {
      problem: `only loopback URLs (localhost, 127.0.0.1, [::1]) and ${name}'s own preview channels (https://${hostingSiteIdOf(name)}--<channel>-<hash>.web.app: a channel of letters, digits and single hyphens, then Hosting's hash of 8 letters or digits) are accepted, got ${url}`,
    };
  }
  return { name, url: new URL(url).href };
}
