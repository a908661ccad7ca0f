/** How large one fragment file may be; a larger one is refused and the plain document served. */
export const FRAGMENT_SIZE_LIMIT_BYTES = 1024 * 1024;

/**
 * The response's text, read no further than `limitBytes` (after decompression): a remote cannot make
 * the composer hold or parse a file of any size.
 */
export async function readTextWithin(response: Response, limitBytes: number, url: string): Promise<string> {
  const tooLarge = () => new Error(`${url} is larger than ${limitBytes} bytes.`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > limitBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
