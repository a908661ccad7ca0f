// @ts-check
/**
 * The response's text, read no further than `limitBytes` (after decompression): whoever answers (a
 * remote's fragments for the composer, a live site for `pnpm status`) cannot make the reader hold or
 * parse a body of any size.
 * @param {Response} response
 * @param {number} limitBytes
 * @param {string} url named in the error
 * @returns {Promise<string>}
 */
export async function readTextWithin(response, limitBytes, url) {
  const tooLarge = () => new Error(`${url} is larger than ${limitBytes} bytes.`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > limitBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks = [];
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
