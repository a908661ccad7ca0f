// @vitest-environment node
import { REMOTE_BASE_PLACEHOLDER as BASE } from '@codekade/shared/fragments';
import { describe, expect, it } from 'vitest';
import { AREA_KEYFRAMES_PREFIX as AREA, AREA_SCOPE, FragmentCssError, scopeAreaCss } from './fragment-css';

describe('scopeAreaCss', () => {
  it("scopes a remote's rules to the area and keeps its @keyframes outside the scope, under the area's own names", () => {
    const css =
      '*,:before,:after{box-sizing:border-box}.title-x{color:red;animation:.5s fade-x1 both}' +
      '@media (width>=48rem){.grid-y>*{gap:1rem;animation-name:f\\61 de-x1,spin-AjQ6wE}}' +
      '@keyframes fade-x1{0%{opacity:0}to{opacity:1}}';
    expect(scopeAreaCss(css)).toBe(
      `@keyframes ${AREA}fade-x1{0%{opacity:0}to{opacity:1}}` +
        `@scope (${AREA_SCOPE}){*,:before,:after{box-sizing:border-box}.title-x{color:red;animation:.5s ${AREA}fade-x1 both}` +
        `@media (width>=48rem){.grid-y>*{gap:1rem;animation-name:${AREA}fade-x1,spin-AjQ6wE}}}`,
    );
  });

  it('so a rule for the root, the body or the shell only matches inside the area', () => {
    expect(scopeAreaCss('body{display:none}')).toBe(`@scope (${AREA_SCOPE}){body{display:none}}`);
    expect(scopeAreaCss(':root,html{--header-height:0}')).toBe(`@scope (${AREA_SCOPE}){:root,html{--header-height:0}}`);
  });

  it('closes an unclosed block inside the scope, as the CSS parser does', () => {
    expect(scopeAreaCss('.a{color:red')).toBe(`@scope (${AREA_SCOPE}){.a{color:red}}`);
  });

  it("takes the remote's own files, references into the page and strings that load nothing", () => {
    const css = `.a{background:url(${BASE}static/image/a.webp),image-set("${BASE}b.avif" type("image/avif") 1x);fill:url(#wave)}.b:after{content:"https://example.test"}`;
    expect(scopeAreaCss(css)).toContain(`url(${BASE}static/image/a.webp)`);
  });

  it.each([
    // Finding 5: global by nature, whatever scope holds them.
    [
      '@property, which retypes the shell’s --gutter',
      "@property --gutter{syntax:'<color>';inherits:true;initial-value:red}",
    ],
    ['@property for --header-height', "@property --header-height{syntax:'<color>';inherits:true;initial-value:red}"],
    [
      '@font-face, which replaces the shell’s typeface',
      '@font-face{font-family:Inter;src:url(https://evil.test/i.woff2)}',
    ],
    ['@counter-style', '@counter-style thumbs{system:cyclic;symbols:"👍"}'],
    ['@font-feature-values', '@font-feature-values Inter{@styleset{nice:1}}'],
    ['@font-palette-values', '@font-palette-values --p{font-family:Inter}'],
    ['@page', '@page{margin:0}'],
    ['an import', '@import url(https://evil.test/x.css);'],
    ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg);'],
    ['a @layer order', '@layer reset,shell;'],
    ['a @layer block', '@layer shell{a{color:red}}'],
    ['@view-transition', '@view-transition{navigation:auto}'],
    ['@position-try', '@position-try --p{top:0}'],
    ['@starting-style', '@starting-style{.a{opacity:0}}'],
    ['its own @scope', '@scope (body){*{display:none}}'],
    ['@charset', '@charset "utf-8";'],
    ['@-webkit-keyframes', '@-webkit-keyframes x{to{opacity:0}}'],
    ['an escaped @property', "@\\70roperty --gutter{syntax:'<color>';inherits:true;initial-value:red}"],
    ['@property inside @media', "@media screen{@property --gutter{syntax:'<color>';inherits:true;initial-value:red}}"],
    ['@font-face inside @supports', '@supports (display:grid){@font-face{font-family:Inter;src:url(x.woff2)}}'],
    ['@keyframes inside @container', '@container (width>1px){@keyframes x{to{opacity:0}}}'],
    ['a rule nested in a style rule', '.a{@import "x";}'],
    ['keyframes named by a string', '@keyframes "spin"{to{opacity:0}}'],
    ['an at-rule inside keyframes', '@keyframes x{@media screen{to{opacity:0}}}'],
  ])('refuses %s', (_case, css) => {
    expect(() => scopeAreaCss(css)).toThrow(/holds|names keyframes/);
  });

  it.each([
    ['a closing brace that would end the scope early', '} body{display:none}', 'does not parse'],
    [':scope, which is <main> itself', ':scope{display:none}', ':scope'],
    ['an escaped :scope', ':\\73 cope~footer{display:none}', ':scope'],
    ['a selector that starts at the siblings of <main>', '~footer{display:none}', 'siblings'],
    ['a nesting selector', '.a{& ~ footer{display:none}}', '&'],
    [
      'a declaration that would style <main> itself',
      '@media screen{position:fixed}',
      /outside a style rule|does not parse/,
    ],
    ['a file of another origin', '.a{background:url(https://evil.test/x.png)}', 'https://evil.test/x.png'],
    ['a URL relative to the page', '.a{background:url(/x.png)}', '/x.png'],
    ['a quoted URL', '.a{background:url("//evil.test/x.png")}', 'evil.test'],
    ['a URL in a custom property', '.a{--x:url(https://evil.test/x.png);background:var(--x)}', 'evil.test'],
    ['a URL in image-set', '.a{background:-webkit-image-set("https://evil.test/x.png" 1x)}', 'evil.test'],
    ['a URL filled in later', '.a{--u:"https://evil.test/x.png";background:image-set(var(--u) 1x)}', 'var('],
    ['an escaped url()', '.a{background:\\75rl("https://evil.test/x.png")}', 'evil.test'],
    ['a URL above the remote’s files', `.a{background:url(${BASE}../x.png)}`, '..'],
    // Found by the generated sheets: raw text that would take in the scope's closing brace.
    ['a string that never ends', '.a{--u:"x', 'never ends'],
    ['a string a line end cuts off', '.a{--u:"x\n}', 'never ends'],
    ['a parenthesis that never closes', '.a{--u:(}', 'read back'],
    ['an unclosed block before the scope', '@keyframes k{from{--u:[}}', 'read back'],
    ['a brace that closes nothing', '.a{}}.b{}', 'a } that closes nothing'],
    ['a parenthesis that closes nothing', ').a{}', 'a ) that closes nothing'],
  ])('refuses %s', (_case, css, problem) => {
    expect(() => scopeAreaCss(css)).toThrow(problem);
  });

  // Found by the generated sheets: css-tree 3.2.1 keeps its token buffers from one parse to the next,
  // and a top-level closing brace after this longer sheet made the next parse loop for ever.
  it('refuses a top-level closing bracket before the parser sees it, whatever it parsed before', () => {
    const longer =
      '@container (width>1px){#main~:where(body) .a:has(> .b){--u:1s f\\61 de infinite!important;syntax:url(#wave)!important;animation-name:1s none infinite}@scope (.a){@\\6b eyframes f\\61 de{from{transform:scale(.96)}to{opacity:0}} }}main:has(> .b),html{background:0!important;@KEYFRAMES fade{from{opacity:1;transform:none}to{transform:scale(.96)}}}\n';
    expect(() => scopeAreaCss(longer)).toThrow(FragmentCssError);
    expect(() => scopeAreaCss('[data-x="y"]main>.a:hover,body{}}@KEYFRAMES f\\61 de{from{opacity:1}to{}}}')).toThrow(
      'a } that closes nothing',
    );
  });
});
