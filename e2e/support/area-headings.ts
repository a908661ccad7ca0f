import { builtAreaHeadings } from '@codekade/platform/built-pages';
import type { ByArea, SeedAreaKey } from '@codekade/platform/site-menus';

/** The h1 of every area's landing page (its base path), as its build prerendered it, by remote. */
export const areaHeadingOf = builtAreaHeadings() as Readonly<Record<`mf_${SeedAreaKey}`, string>> &
  Readonly<Record<string, string | undefined>>;

/** The same headings by short name (`areaHeadings.services`): tests find an area's page by it. */
export const areaHeadings = Object.fromEntries(
  Object.entries(areaHeadingOf).map(([remote, heading]) => [remote.replace(/^mf_/, ''), heading]),
) as ByArea<string>;
