import { describe, expect, it } from 'vitest';
import { mockSiteHtml, mockSites, motifs } from './mock-sites.mjs';

type Item = { motif: string; name: string; price: string };
type Site = { slug: string; name: string; shop: boolean; items: Item[] };
const sites = mockSites as Site[];

/** The mock page, and its own stylesheet parsed by jsdom (in the test's document: a parsed one has no sheets). */
function rulesOf(site: Site) {
  const page = new DOMParser().parseFromString(mockSiteHtml(site), 'text/html');
  const style = document.createElement('style');
  style.textContent = page.querySelector('style')?.textContent ?? '';
  document.head.replaceChildren(style);
  const rules = [...(style.sheet?.cssRules ?? [])].filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
  return { page, rule: (selector: string) => rules.find((rule) => rule.selectorText === selector) };
}

describe('the mock client sites of the portfolio media', () => {
  it.each(sites.map((site) => [site.slug, site] as const))('%s: every product has a picture of its own', (_, site) => {
    const itemMotifs = site.items.map((item) => item.motif);
    expect(itemMotifs.filter((motif) => !(motif in motifs))).toEqual([]);
    expect(new Set(itemMotifs).size).toBe(itemMotifs.length);
    // And the page draws them: the cards' pictures differ from each other.
    const { page } = rulesOf(site);
    const pictures = [...page.querySelectorAll('.card .thumb svg')].map((svg) => svg.innerHTML);
    expect(pictures).toHaveLength(site.items.length);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it.each(sites.filter((site) => site.shop).map((site) => [site.slug, site] as const))(
    '%s: a price and the cart button never break over two lines',
    (_, site) => {
      const { page, rule } = rulesOf(site);
      expect(page.querySelectorAll('.buy strong')).toHaveLength(site.items.length);
      expect(page.querySelectorAll('.buy .btn')).toHaveLength(site.items.length);
      expect(rule('.buy strong')?.style.getPropertyValue('white-space')).toBe('nowrap');
      expect(rule('.btn')?.style.getPropertyValue('white-space')).toBe('nowrap');
    },
  );
});
