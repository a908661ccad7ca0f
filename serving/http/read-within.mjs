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
  return (await readBytesWithin(response, limitBytes, url)).toString('utf8');
}

/**
 * The response's bytes, read no further than `limitBytes` (after decompression): what an integrity
 * pin is checked against (issue 48).
 * @param {Response} response
 * @param {number} limitBytes
 * @param {string} url named in the error
 * @returns {Promise<Buffer>}
 */
export async function readBytesWithin(response, limitBytes, url) {
  const tooLarge = () => new Error(`${url} is larger than ${limitBytes} bytes.`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > limitBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
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
  return Buffer.concat(chunks);
}
