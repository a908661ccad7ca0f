/** How large one fragment file may be; a larger one is refused and the plain document served. */
export const FRAGMENT_SIZE_LIMIT_BYTES = 1024 * 1024;

/** The response's text, read no further than a limit (the platform's one bounded reader). */
export { readTextWithin } from '@codekade/serving/read-within';
