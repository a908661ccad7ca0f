import { MATCHES_NO_FILE } from '@codekade/shared/file-pins';
import { SHELL_PIN_FUNCTION, SHELL_PINS_ELEMENT_ID } from '@codekade/shared/integrity';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installShellPins, shellFileIntegrity } from './shell-pins';

const origin = 'https://www.codekade.nl';
const pin = `sha384-${'C'.repeat(64)}`;
const pins = { '/static/js/async/app.1.js': pin };

describe("the integrity of the shell's own files", () => {
  it('is the pin the page gives the file, by its path on the page’s origin', () => {
    expect(shellFileIntegrity(pins, `${origin}/static/js/async/app.1.js`, origin)).toBe(pin);
    expect(shellFileIntegrity(pins, '/static/js/async/app.1.js?x=1', origin)).toBe(pin);
  });

  it('is a digest no file has for any other file, so it never runs', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const expected = new URL(url).origin === origin && new URL(url).pathname in pins ? pin : MATCHES_NO_FILE;
        expect(shellFileIntegrity(pins, url, origin)).toBe(expected);
      }),
    );
    expect(shellFileIntegrity(pins, 'https://evil.example/static/js/async/app.1.js', origin)).toBe(MATCHES_NO_FILE);
    expect(shellFileIntegrity({ '/static/x.js': 42 }, `${origin}/static/x.js`, origin)).toBe(MATCHES_NO_FILE);
  });

  it('is read from the page’s pins once; a page with broken or no pins runs none of the files', () => {
    const read = (text: string | undefined) => {
      const document = new DOMParser().parseFromString(
        text === undefined
          ? '<p></p>'
          : `<script type="application/json" id="${SHELL_PINS_ELEMENT_ID}">${text}</script>`,
        'text/html',
      );
      const window = { location: { origin } } as unknown as Window;
      installShellPins(document, window);
      return (window as unknown as Record<string, (url: string) => string>)[SHELL_PIN_FUNCTION];
    };
    expect(read(JSON.stringify(pins))?.(`${origin}/static/js/async/app.1.js`)).toBe(pin);
    for (const broken of [undefined, '{', 'null', '"x"'])
      expect(read(broken)?.(`${origin}/static/js/async/app.1.js`)).toBe(MATCHES_NO_FILE);
  });
});
