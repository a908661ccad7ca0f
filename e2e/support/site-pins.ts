import type { StaticSite } from '@codekade/platform/static-site';

/**
 * A release command's pins on a test's own site (issue 48): its discovery document pins the build
 * (and serves it, for a release to everyone), the release's second step after its files.
 */
export const sitePins = (site: () => StaticSite) => ({
  describe: "the test site's discovery document",
  release: async (remote: string, pin: { version: string; integrity: string }, options: { serve: boolean }) => {
    const releasePins = site().servers.shell?.releasePins;
    if (!releasePins) throw new Error('The test site releases no pins.');
    await releasePins(remote, pin, options);
  },
});
