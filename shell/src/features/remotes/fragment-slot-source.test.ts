import { afterEach, describe, expect, it, vi } from 'vitest';

const manifests = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('./remote-manifests', () => ({ registeredRemotes: async () => manifests.current }));

const CONTENT = { html: '<section>x</section>', css: '' };

/** The shell as a fresh page has it, with fetch answering the composer's content and recording what was asked. */
async function freshPage(answer: () => Response = () => Response.json(CONTENT)) {
  vi.resetModules();
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    asked.push(String(url));
    return answer();
  });
  const source = await import('./fragment-slot-source');
  const content = await import('@codekade/shared/fragment-slot-content');
  source.provideFragmentSlots();
  return { ...source, ...content, asked };
}

afterEach(() => {
  manifests.current = {};
});

describe("the shell's source of fragment slots", () => {
  it("asks the composer for the slot, for the publisher's version this page is pinned to", async () => {
    manifests.current = { mf_projects: 'http://localhost:3003/v/p-2/mf-manifest.json' };
    const { requestSlotContent, asked } = await freshPage();
    expect(await requestSlotContent('recent-work')).toEqual(CONTENT);
    expect(asked).toEqual(['/_fragmenten/recent-work?versie=mf_projects%3Ap-2']);
  });

  it("asks without a version when the page has the publisher's root, and once for prefetch and page together", async () => {
    manifests.current = { mf_projects: 'http://localhost:3003/mf-manifest.json' };
    const { requestSlotContent, prefetchSlotsOf, asked } = await freshPage();
    prefetchSlotsOf('mf_home');
    expect(await requestSlotContent('recent-work')).toEqual(CONTENT);
    expect(asked).toEqual(['/_fragmenten/recent-work']);
  });

  it('prefetches only the slots the area shows', async () => {
    const { prefetchSlotsOf, asked } = await freshPage();
    prefetchSlotsOf('mf_about');
    prefetchSlotsOf('mf_projects');
    await Promise.resolve();
    expect(asked).toEqual([]);
  });

  it("gives nothing for the composer's failure, and asks again on the next visit", async () => {
    const { requestSlotContent, asked } = await freshPage(() => new Response('fout', { status: 503 }));
    expect(await requestSlotContent('recent-work')).toBeUndefined();
    expect(await requestSlotContent('recent-work')).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
