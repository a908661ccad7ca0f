// @vitest-environment node
import { REMOTE_BASE_PLACEHOLDER as BASE } from '@codekade/shared/fragments';
import { describe, expect, it } from 'vitest';
import { checkedResourceHints } from './fragment-hints';

describe('checkedResourceHints', () => {
  it("writes React's preloads of the remote's own files anew", () => {
    const hints =
      `<link rel="preload" href="${BASE}static/image/poster.webp" as="image" fetchPriority="high"/>` +
      `<link rel="preload" as="image" imageSrcSet="${BASE}a.webp 1x, ${BASE}b.webp 2x" imageSizes="100vw"/>`;
    expect(checkedResourceHints(hints)).toBe(
      `<link rel="preload" href="${BASE}static/image/poster.webp" as="image" fetchpriority="high">` +
        `<link rel="preload" as="image" imagesrcset="${BASE}a.webp 1x, ${BASE}b.webp 2x" imagesizes="100vw">`,
    );
    expect(checkedResourceHints('')).toBe('');
  });

  it.each([
    ['a script', '<script>x</script>', '<script>'],
    ['an unknown attribute', `<link rel="preload" as="image" href="${BASE}a.webp" onload="x()">`, 'unknown attribute'],
    ['a stylesheet', `<link rel="stylesheet" href="${BASE}a.css">`, 'rel'],
    ['a file on another host', '<link rel="preload" as="image" href="https://evil.test/a.webp">', 'href'],
    ['a path out of the remote', `<link rel="preload" as="image" href="${BASE}../a.webp">`, 'href'],
    [
      'a srcset on another host',
      `<link rel="preload" as="image" imagesrcset="https://evil.test/a.webp 1x">`,
      'imagesrcset',
    ],
    ['text between links', `<link rel="preload" as="image" href="${BASE}a.webp">hallo`, 'text'],
    ['a link without a file', '<link rel="preload" as="image">', 'no file'],
  ])('refuses %s', (_case, hints, problem) => {
    expect(() => checkedResourceHints(hints)).toThrow(problem);
  });
});
