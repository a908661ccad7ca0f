// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha384Of } from '@codekade/platform/integrity-pins';
import { inlineScripts } from '@codekade/serving/content-security-policy';
import { SHELL_PINS_ELEMENT_ID } from '@codekade/shared/integrity';
import { afterEach, describe, expect, it } from 'vitest';
import { pinShellDocument, shellFilePins } from './shell-pins-plugin';

const entry = 'static/js/index.abc123.js';
const inlined = `<html><head></head><body><div id="root"></div><script data-entry="/${entry}">boot();</script></body></html>`;
const pinsOf = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, text]) => [path, sha384Of(text)]));

describe("the shell's own files, pinned in its document", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('pins the entry and every script and stylesheet it loads, never the developer entry or other files', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-pins-'));
    dirs.push(dist);
    const files: Record<string, string> = {
      [entry]: 'entry()',
      'static/js/async/app.1.js': 'app()',
      'static/css/async/app.1.css': 'a{}',
      'static/js/async/app.1.js.LICENSE.txt': 'MIT',
      'static/font/brand-font.1.woff2': 'font',
      'developer/static/js/developer.1.js': 'dev()',
      'index.html': inlined,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dist, path, '..'), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    expect(shellFilePins(dist)).toEqual(
      pinsOf({ [entry]: 'entry()', 'static/js/async/app.1.js': 'app()', 'static/css/async/app.1.css': 'a{}' }),
    );
  });

  it("writes the entry's pin on the inline script and the others as JSON the page never runs, after the content", () => {
    const pins = pinsOf({ [entry]: 'entry()', 'static/js/async/app.1.js': 'app()' });
    const html = pinShellDocument(inlined, pins);
    expect(html).toContain(`<script data-entry="/${entry}" data-entry-integrity="${sha384Of('entry()')}">boot();`);
    const json = new RegExp(`<script type="application/json" id="${SHELL_PINS_ELEMENT_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(json?.[1] ?? '')).toEqual({
      [`/${entry}`]: sha384Of('entry()'),
      '/static/js/async/app.1.js': sha384Of('app()'),
    });
    expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf(SHELL_PINS_ELEMENT_ID));
    // The inline script stays the one script that runs, its code (and so its hash in the policy) unchanged.
    expect(inlineScripts(html)).toEqual(['boot();']);
  });

  it('fails the build when the entry is not pinned or not named', () => {
    expect(() => pinShellDocument(inlined, new Map())).toThrow(/names no entry/);
    expect(() => pinShellDocument('<html><body></body></html>', pinsOf({ [entry]: 'x' }))).toThrow(/names no entry/);
  });
});
