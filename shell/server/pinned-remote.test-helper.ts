import { MANIFEST_PINS_FIELD } from '@codekade/shared/integrity';
import { sha384Of } from './pinned-files';

/** The bytes a test's remote serves for a file: a string as it is, anything else as Response.json writes it. */
export const servedText = (content: unknown): string =>
  typeof content === 'string' ? content : JSON.stringify(content);

/** The manifest a remote's build would publish beside `files`: every file pinned as served. */
export function pinnedManifestText(files: Record<string, unknown>): string {
  const pins = Object.fromEntries(
    Object.entries(files)
      .filter(([, content]) => content !== undefined)
      .map(([file, content]) => [file, sha384Of(Buffer.from(servedText(content)))]),
  );
  return JSON.stringify({ id: 'test', [MANIFEST_PINS_FIELD]: { files: pins } });
}

/** The pin the discovery document gives a version's manifest: the digest of its bytes. */
export const pinOfText = (text: string): string => sha384Of(Buffer.from(text));

/** The manifest of the build in `folder` of a remote's files (`''` its root, `v/<id>/` a version). */
export function folderManifestText(files: Record<string, unknown>, folder = ''): string {
  return pinnedManifestText(
    Object.fromEntries(
      Object.entries(files)
        .filter(([file]) => file.startsWith(folder))
        .map(([file, content]) => [file.slice(folder.length), content]),
    ),
  );
}

/** The pin of that manifest, as the discovery document names it for that version. */
export const folderPin = (files: Record<string, unknown>, folder = ''): string =>
  pinOfText(folderManifestText(files, folder));

/** The manifest at `manifestUrl` of a test remote whose files are keyed by their URLs: it pins those of its folder. */
export const manifestAt = (files: Record<string, unknown>, manifestUrl: string): string =>
  folderManifestText(files, new URL('.', manifestUrl).href);

/** That manifest's pin. */
export const pinAt = (files: Record<string, unknown>, manifestUrl: string): string =>
  pinOfText(manifestAt(files, manifestUrl));

/** Whether a test remote's fetch asks for a manifest. */
export const isManifestUrl = (url: string) => url.endsWith('/mf-manifest.json');
