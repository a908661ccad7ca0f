/**
 * The shell's own files by their pins (issue 48, docs/integrity.md): its build wrote the digest of the
 * entry into the inline script's `data-entry-integrity` and of every chunk and stylesheet the entry
 * loads into a JSON element of the document (shell/shell-pins-plugin.ts). Part of the inline script:
 * it installs the function the entry's chunk loading asks for each file's `integrity`
 * (platform/build/pinned-shell-chunk-loads-plugin.ts). A file the document does not pin gets a digest
 * no file has, so it never runs.
 */
import { MATCHES_NO_FILE } from '@codekade/shared/file-pins';
import { SHELL_PIN_FUNCTION, SHELL_PINS_ELEMENT_ID } from '@codekade/shared/integrity';

type ShellPins = Readonly<Record<string, unknown>>;

function documentPins(document: Document): ShellPins {
  try {
    const pins: unknown = JSON.parse(document.getElementById(SHELL_PINS_ELEMENT_ID)?.textContent ?? '{}');
    return typeof pins === 'object' && pins !== null ? (pins as ShellPins) : {};
  } catch {
    return {};
  }
}

/** The `integrity` of the shell's file at `url` by `pins` (path from the site's root → digest). */
export function shellFileIntegrity(pins: ShellPins, url: string, origin: string): string {
  const file = new URL(url, origin);
  const pin = file.origin === origin ? pins[file.pathname] : undefined;
  return typeof pin === 'string' ? pin : MATCHES_NO_FILE;
}

/** Installs the function the shell entry's chunk loading reads each file's `integrity` from. */
export function installShellPins(document: Document, window: Window): void {
  if (SHELL_PIN_FUNCTION in window) return;
  const pins = documentPins(document);
  Object.defineProperty(window, SHELL_PIN_FUNCTION, {
    value: (url: string) => shellFileIntegrity(pins, url, window.location.origin),
  });
}
