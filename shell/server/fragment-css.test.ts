// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AREA_SCOPE, scopeAreaCss } from './fragment-css';

describe('scopeAreaCss', () => {
  it("scopes a remote's rules to the area and keeps @keyframes and @font-face outside the scope", () => {
    const css =
      '*,:before,:after{box-sizing:border-box}.title-x{color:red}@media (width>=48rem){.grid-y>*{gap:1rem}}' +
      '@keyframes fade{0%{opacity:0}to{opacity:1}}@font-face{font-family:Kade;src:url(kade.woff2)}';
    expect(scopeAreaCss(css)).toBe(
      '@keyframes fade{0%{opacity:0}to{opacity:1}}@font-face{font-family:Kade;src:url(kade.woff2)}' +
        `@scope (${AREA_SCOPE}){*,:before,:after{box-sizing:border-box}.title-x{color:red}@media (width>=48rem){.grid-y>*{gap:1rem}}}`,
    );
  });

  it('so a rule for the body or the shell only matches inside the area', () => {
    expect(scopeAreaCss('body{display:none}')).toBe(`@scope (${AREA_SCOPE}){body{display:none}}`);
  });

  it('closes an unclosed block inside the scope, as the CSS parser does', () => {
    expect(scopeAreaCss('.a{color:red')).toBe(`@scope (${AREA_SCOPE}){.a{color:red}}`);
  });

  it.each([
    ['a closing brace that would end the scope early', '} body{display:none}', 'does not parse'],
    ['an import', '@import url(https://evil.test/x.css);', '@import'],
    ['its own @scope', '@scope (body){*{display:none}}', '@scope'],
    [':scope, which is <main> itself', ':scope{display:none}', ':scope'],
    ['a nesting selector', '.a{& ~ footer{display:none}}', '&'],
    ['a rule nested in a style rule', '.a{@import "x";}', 'nested'],
  ])('refuses %s', (_case, css, problem) => {
    expect(() => scopeAreaCss(css)).toThrow(problem);
  });
});
