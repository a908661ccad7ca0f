import type { ComposedResponse } from './composer-answers';
import { createRecentCache } from './recent-cache';
import type { PickedVersions } from './version-pick';

/** The fragments a composed page was made of: the area's page and its slots' (none for the shell's own pages). */
export type PageParts = readonly object[];

/** Which composed page: the path, the versions picked for it, the release and fragments it was made of. */
export interface KeptPageKey {
  release: string;
  path: string;
  picked: PickedVersions;
  parts: PageParts;
}

/** A composed page kept for the path: valid while its release and fragments are the current ones. */
interface KeptPage {
  release: string;
  parts: PageParts;
  until: number;
  response: ComposedResponse;
}

const sameParts = (a: PageParts, b: PageParts) => a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * Composed pages kept for `keepMs`, per path and picked versions (a page of the candidate is never
 * given to a visitor of stable), at most `paths` of them.
 */
export function createKeptPages({ paths, keepMs }: { paths: number; keepMs: number }) {
  const pages = createRecentCache<KeptPage>(paths);
  return {
    get({ release, path, picked, parts }: KeptPageKey): ComposedResponse | undefined {
      const kept = pages.get(`${path} ${picked.key}`);
      if (!kept || kept.release !== release || !sameParts(kept.parts, parts) || kept.until <= Date.now())
        return undefined;
      return kept.response;
    },
    keep({ release, path, picked, parts, response }: KeptPageKey & { response: ComposedResponse }): ComposedResponse {
      pages.set(`${path} ${picked.key}`, { release, parts, until: Date.now() + keepMs, response });
      return response;
    },
  };
}
