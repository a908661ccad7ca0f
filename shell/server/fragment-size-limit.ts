/**
 * How large one fragment file may be; a larger one is refused and the plain document served
 * (`pnpm check:remote` refuses such a build before its release, from the same constant).
 */
export { FRAGMENT_LIMIT_BYTES as FRAGMENT_SIZE_LIMIT_BYTES } from '@codekade/serving/fragment-limit';

/** The response's text, read no further than a limit (the platform's one bounded reader). */
export { readBytesWithin, readTextWithin } from '@codekade/serving/read-within';
