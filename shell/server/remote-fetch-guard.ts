import { remoteSourceFor } from '@codekade/serving/content-security-policy';

/**
 * The composer's fetch of remotes' files (manifests, fragment indexes, pages, slots, versions
 * lists), behind the rule the pages' Content-Security-Policy admits remotes by (remoteSourceFor):
 * a URL of another origin is refused before any request leaves, so the composer never puts into a
 * page HTML from an origin whose code the browser would block (issue 47).
 */
export function guardedRemoteFetch(appSources: readonly string[], fetchImpl: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (remoteSourceFor(url, appSources) === undefined) {
      return Promise.reject(
        new Error(
          `${url} is not on an origin the pages' Content-Security-Policy admits for remotes (${appSources.join(' ')} or a live Firebase Hosting site): not fetched.`,
        ),
      );
    }
    return fetchImpl(input, init);
  };
}
