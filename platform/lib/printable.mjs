/**
 * Makes text from outside safe for a terminal: control characters (C0, DEL, C1), line and paragraph
 * separators, zero-width and bidirectional marks are shown escaped (`\x1b`, `\u{202e}`), so hostile
 * data can neither drive the terminal nor fake or hide output. Backslashes are doubled, so an
 * escape in the output always means an escaped character.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job.
const UNPRINTABLE = /[\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

export function printable(text) {
  return String(text).replace(UNPRINTABLE, (character) => {
    if (character === '\\') return '\\\\';
    const code = character.codePointAt(0) ?? 0;
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}
