// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentHtmlProblem } from './fragment-html';

describe('fragmentHtmlProblem', () => {
  it('accepts what a remote renders: nested markup, void elements, SVG, forms, comments, escapes', () => {
    const html =
      '<div data-page-enter="idle"><header class="hero"><nav aria-label="Kruimelpad"><ol><li><a href="/diensten">Diensten</a></li>' +
      '<li aria-current="page">SEO &amp; Performance</li></ol></nav><h1>SEO</h1><!-- --><img src="https://x.test/a.webp" alt=""/>' +
      '<svg viewBox="0 0 24 24"><path d="M1 1"/><rect width="2"></rect></svg><br/><video poster="p.webp"><source src="v.mp4"/></video>' +
      '<form><label>Naam<input name="naam" value="&lt;/div&gt;"/></label><textarea>&lt;/main&gt;</textarea><button type="submit">Stuur</button></form>' +
      '<meta itemProp="name" content="x"/></header></div>';
    expect(fragmentHtmlProblem(html)).toBeUndefined();
  });

  it.each([
    ['<meta http-equiv="refresh" content="0;url=https://evil.test">', 'http-equiv'],
    ['<META HTTP-EQUIV="refresh" content="0">', 'http-equiv'],
    ['<base href="https://evil.test/">', '<base>'],
    ['<iframe src="https://evil.test"></iframe>', '<iframe>'],
    ['<object data="x.swf"></object>', '<object>'],
    ['<embed src="x">', '<embed>'],
    ['<script>alert(1)</script>', '<script>'],
    ['<svg><script>alert(1)</script></svg>', '<script>'],
    ['<style>body{display:none}</style>', '<style>'],
    ['<link rel="stylesheet" href="https://evil.test/x.css">', '<link>'],
    ['<img src="x" onerror="alert(1)">', 'event handler'],
    ['<div OnClick="x()"></div>', 'event handler'],
    ['<a href=" javascript:alert(1)">x</a>', 'runs code'],
    ['<a href="java\tscript:alert(1)">x</a>', 'runs code'],
    ['</div></div><h1 id="injected">weg</h1>', 'outside the fragment'],
    ['<div><h1>x</div></h1>', 'closes'],
    ['<div><p>open', 'never closed'],
    ['<div/>', 'does not close'],
    ['<p><div>x</div></p>', 're-nest'],
    ['<table><div>x</div></table>', 're-nest'],
    ['<!doctype html><p>x</p>', 'doctype'],
    [
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><text>x</text></a></svg>',
      'SVG animation',
    ],
    ['<svg><a><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a></svg>', 'SVG animation'],
    ['<svg><rect><ANIMATE attributeName="onclick" to="alert(1)"/></rect></svg>', 'SVG animation'],
    ['<svg><circle><animateMotion dur="1s" path="M0 0"/></circle></svg>', 'SVG animation'],
    ['<svg><g><animateTransform attributeName="transform" type="scale"/></g></svg>', 'SVG animation'],
    ['<svg><g><discard begin="1s"/></g></svg>', 'SVG animation'],
    // Found by the generated fragments: markup that takes in the shell's </main>, footer and boot script.
    ['<p>x</p><!--', 'takes in the markup after it'],
    ['<p>x</p></', 'takes in the markup after it'],
    ['<p class="x>y</p>', 'takes in the markup after it'],
    ['<plaintext></plaintext>', '<plaintext>'],
  ])('refuses %s', (html, problem) => {
    expect(fragmentHtmlProblem(html)).toContain(problem);
  });
});
