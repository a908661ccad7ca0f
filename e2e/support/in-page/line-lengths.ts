/**
 * The longest line, in characters, of every paragraph and list item of the page's main content, as
 * the browser broke it: each word's box gives its line. Run in the page (Playwright's `evaluate`).
 */
export function longestLines(): { text: string; longest: number }[] {
  const blocks = [...document.querySelectorAll('main p, main li')].filter((block) => block.getClientRects().length > 0);
  return blocks.map((block) => {
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+\s*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].trimEnd().length);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const line = Math.round(box.bottom);
        lines.set(line, (lines.get(line) ?? 0) + match[0].length);
      }
    }
    return { text: (block.textContent ?? '').slice(0, 40), longest: Math.max(0, ...lines.values()) };
  });
}
