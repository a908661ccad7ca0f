// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssUsedByHtml } from './css-used-by-html';

const HTML = '<section class="band"><ul class="grid list"><li><a class="link" href="/x">x</a></li></ul></section>';

describe('cssUsedByHtml', () => {
  it('keeps the rules whose classes the HTML has, and drops those of other pages', () => {
    const css =
      '.band{padding:1rem}.page{margin:0}.grid .link:hover{color:red}.grid .other{color:blue}img{display:block}';
    expect(cssUsedByHtml(css, HTML)).toBe('.band{padding:1rem}.grid .link:hover{color:red}img{display:block}');
  });

  it('keeps a rule one of whose selectors can match, and never needs a class under :not()', () => {
    expect(cssUsedByHtml('.page,.band{color:red}.list:not(.open){gap:0}', HTML)).toBe(
      '.page,.band{color:red}.list:not(.open){gap:0}',
    );
  });

  it('keeps conditional rules around what they still hold, and keyframes only when named', () => {
    const css =
      '@keyframes fade{to{opacity:1}}@keyframes spin{to{rotate:1turn}}' +
      '@media (min-width:40em){.page{gap:0}.band{animation:fade 1s}}@supports (display:grid){.page{display:grid}}' +
      '@font-face{font-family:x;src:url(x.woff2)}';
    expect(cssUsedByHtml(css, HTML)).toBe(
      '@keyframes fade{to{opacity:1}}@media (min-width:40em){.band{animation:fade 1s}}',
    );
  });

  it('writes a rule repeated by the chunks once, where it came last, so what wins stays the same', () => {
    expect(cssUsedByHtml('.band{color:red}.band{color:blue}.band{color:red}', HTML)).toBe(
      '.band{color:blue}.band{color:red}',
    );
  });
});
