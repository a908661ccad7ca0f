import { describe, expect, it } from 'vitest';
import { withoutScripts } from './script-free-site.mjs';

describe('withoutScripts', () => {
  it('keeps content, CSS and picture hints, and drops every script and code hint', () => {
    const html = [
      '<head><style>h1{color:red}</style><link rel="stylesheet" href="/a.css">',
      '<link rel="preload" as="image" href="/poster.webp" fetchpriority="high">',
      '<link rel="preload" as="script" href="/static/js/index.js">',
      '<link rel="modulepreload" href="/m.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="/mf-manifest.json">',
      '<script defer src="/static/js/index.js"></script></head>',
      '<body><h1>Titel</h1><script type="application/json" id="codekade-composition">{"area":"x"}</script>',
      '<SCRIPT>alert(1)</SCRIPT ></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><style>h1{color:red}</style><link rel="stylesheet" href="/a.css">' +
        '<link rel="preload" as="image" href="/poster.webp" fetchpriority="high"></head>' +
        '<body><h1>Titel</h1></body>',
    );
  });
});
