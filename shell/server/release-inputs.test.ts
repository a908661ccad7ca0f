// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellStyleElements } from './release-inputs';

describe('shellStyleElements', () => {
  it("names every style file, so the shell's chunk loader finds it inlined, and inlines repeated CSS once", () => {
    expect(
      shellStyleElements([
        { file: 'static/css/async/a.1.css', css: '.a{color:red}' },
        { file: 'static/css/async/b.2.css', css: '.a{color:red}' },
        { file: 'static/css/async/c"<.css', css: '.c{}</style><script>' },
      ]),
    ).toBe(
      '<style data-href="static/css/async/a.1.css">.a{color:red}</style>' +
        '<style data-href="static/css/async/b.2.css"></style>' +
        '<style data-href="static/css/async/c&#34;&#60;.css">.c{}<\\/style><script></style>',
    );
  });
});
