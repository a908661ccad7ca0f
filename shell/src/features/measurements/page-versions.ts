import type { RemoteName } from '@codekade/shared/contract';
import { buildIdOf } from '../../lib/build-ids';
import { compositionData } from '../../lib/composition-data';
import { pageAreas } from '../../lib/site-areas';
import { firstManifests } from './measurement-events';

/**
 * The one answer to "which version of each remote does this page use": today the build the composer
 * rendered the page's area with, and for the others the build whose manifest the browser first
 * loaded (the live one; a later move to a newer release keeps the page's version). When the composer
 * writes the versions it chose into its page data, this reads them from there, and nothing else
 * changes. A remote the page has not loaded yet has no version.
 */
export function versionsOfThisPage(): Partial<Record<RemoteName, string>> {
  const area = compositionData()?.area;
  const versions: Partial<Record<RemoteName, string>> = {};
  for (const { name: remote } of pageAreas().remotes) {
    const version = area?.remote === remote ? area.buildId : buildIdOf(firstManifests.get(remote));
    if (version !== undefined) versions[remote] = version;
  }
  return versions;
}
