import { builtAreaHeadings } from '@codekade/platform/built-pages';
import type { RegisteredRemoteName as RemoteName } from '@codekade/shared/contract';

type ShortNameOf<Name> = Name extends `mf_${infer Short}` ? Short : never;
/** A remote's short name: `services` for mf_services. */
type AreaName = ShortNameOf<RemoteName>;

/** The h1 of every area's landing page (its base path), as its build prerendered it, by remote. */
export const areaHeadingOf = builtAreaHeadings() as Record<RemoteName, string>;

/** The same headings by short name (`areaHeadings.services`): tests find an area's page by it. */
export const areaHeadings = Object.fromEntries(
  Object.entries(areaHeadingOf).map(([remote, heading]) => [remote.replace(/^mf_/, ''), heading]),
) as Record<AreaName, string>;
