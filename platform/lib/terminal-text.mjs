// @ts-check
/**
 * Text from visitors made safe to print on the agency's terminal: every character that a terminal
 * acts on or that hides or reorders text becomes a visible escape, so a message cannot clear the
 * screen, set the title, hide a link, reverse the line or fake another entry.
 */

/**
 * C0 controls, DEL and C1 controls (ESC, CSI, OSC, CR, LF, …), the line and paragraph separators,
 * bidirectional overrides, embeddings, isolates and marks, and zero-width and other format characters.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The short escapes people know; everything else is written as its code point. */
const NAMED_ESCAPES = new Map([
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
  ['\x1b', '\\e'],
]);

/** @param {string} character */
function visibleEscape(character) {
  const named = NAMED_ESCAPES.get(character);
  if (named) return named;
  const codePoint = /** @type {number} */ (character.codePointAt(0));
  return codePoint <= 0xff
    ? `\\x${codePoint.toString(16).padStart(2, '0')}`
    : `\\u{${codePoint.toString(16).toUpperCase()}}`;
}

/**
 * One line of terminal-safe text: every unsafe character escaped, line breaks included.
 * A backslash is doubled, so an escape the sender typed cannot pass for one of ours.
 * @param {unknown} value
 */
export function terminalLine(value) {
  return String(value ?? '')
    .replaceAll('\\', '\\\\')
    .replace(UNSAFE_CHARACTER, visibleEscape);
}

/**
 * Multi-line terminal-safe text: the sender's line breaks are kept, every line is indented by
 * `indent`, so no line of a message can look like the start of another entry.
 * @param {unknown} value
 * @param {string} indent
 */
export function terminalBlock(value, indent) {
  return String(value ?? '')
    .split('\n')
    .map((line) => `${indent}${terminalLine(line)}`)
    .join('\n');
}
