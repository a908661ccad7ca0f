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
  const all = [...(style.sheet?.cssRules ?? [])];
  const styleRules = (list: CSSRule[]) => list.filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
  const rules = styleRules(all);
  // The phone's layout: the one media query (the clip's phone screen is 328 px wide).
  const phone = all.find((rule): rule is CSSMediaRule => 'media' in rule && /max-width/.test(rule.media.mediaText));
  const phoneRules = styleRules([...(phone?.cssRules ?? [])]);
  return {
    page,
    rule: (selector: string) => rules.find((rule) => rule.selectorText === selector),
    phoneRule: (selector: string) => phoneRules.find((rule) => rule.selectorText === selector),
  };
}

const pixels = (value: string | undefined) => Number.parseFloat(value ?? '');

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

  it.each(sites.map((site) => [site.slug, site] as const))(
    '%s: on the phone the page keeps a side margin, the header holds the logo and a menu button, the hero buttons stand apart',
    (_, site) => {
      const { page, phoneRule } = rulesOf(site);
      // Clear of the phone's rounded screen edge (it was 12 px: text against the edge).
      const wrap = phoneRule('.wrap')?.style;
      expect(pixels(wrap?.getPropertyValue('padding-left'))).toBeGreaterThanOrEqual(20);
      expect(pixels(wrap?.getPropertyValue('padding-right'))).toBeGreaterThanOrEqual(20);
      // The hero is a .wrap too: its own padding must leave the sides alone (it set them to 0).
      const hero = phoneRule('.hero')?.style;
      expect(hero?.getPropertyValue('padding-left')).toBe('');
      expect(hero?.getPropertyValue('padding-right')).toBe('');
      // The header's call to action ("Bestel voor m…" cut off) makes way for a menu button.
      expect(phoneRule('nav a, nav .btn')?.style.getPropertyValue('display')).toBe('none');
      expect(page.querySelectorAll('nav .menu')).toHaveLength(1);
      expect(phoneRule('.logo')?.style.getPropertyValue('min-width')).toBe('0');
      // Both hero buttons in one stack with room between them (they touched when they wrapped).
      expect(page.querySelectorAll('.hero .actions > .btn')).toHaveLength(2);
      const actions = phoneRule('.actions')?.style;
      expect(actions?.getPropertyValue('flex-direction')).toBe('column');
      expect(pixels(actions?.getPropertyValue('gap'))).toBeGreaterThanOrEqual(8);
    },
  );
});
