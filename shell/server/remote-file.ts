import { REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';

const PLACEHOLDER_ORIGIN = new URL(REMOTE_BASE_PLACEHOLDER).origin;

/**
 * Whether a URL a remote wrote names one of its own files: under the remote's base, which the
 * composer replaces with the remote's real URL, and never above it.
 */
export function isRemoteFile(url: string): boolean {
  if (!url.startsWith(REMOTE_BASE_PLACEHOLDER) || url.includes('..') || !URL.canParse(url)) return false;
  return new URL(url).origin === PLACEHOLDER_ORIGIN;
}
