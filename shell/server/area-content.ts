import type { RemoteName } from '@codekade/shared/contract';
import { withinTime } from '../src/lib/within-time';
import type { AreaContent, FragmentSource } from './fragment-source';

/**
 * The area's content for the path (its page, a redirect, or nothing) from the picked version's
 * manifest within the page's fragment budget. Throws what went wrong (unreachable, late, unfit).
 */
export function areaContentWithin({
  fragments,
  remote,
  manifestUrl,
  path,
  budgetMs,
}: {
  fragments: FragmentSource;
  remote: RemoteName;
  manifestUrl: string;
  path: string;
  budgetMs: number;
}): Promise<AreaContent> {
  return withinTime(
    fragments.areaContent(remote, manifestUrl, path),
    budgetMs,
    () => new Error(`no answer within ${budgetMs} ms`),
  );
}
