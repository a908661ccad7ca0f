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
  const slots = await import('./fragment-slots');
  const { slotSource } = await import('@codekade/shared/fragment-slots');
  slots.provideFragmentSlots();
  // What a slot asks of the source the shell provided.
  const requestSlotContent = (name: 'recent-work') => slotSource()?.(name);
  return { ...slots, requestSlotContent, asked };
}

afterEach(() => {
  manifests.current = {};
});

describe("the shell's source of fragment slots", () => {
  it("asks the composer for the slot, for the publisher's version this page is pinned to", async () => {
    manifests.current = { mf_projects: 'http://localhost:3003/v/p-2/mf-manifest.json' };
    const { requestSlotContent, asked } = await freshPage();
    expect(await requestSlotContent('recent-work')).toEqual(CONTENT);
    expect(asked).toEqual([
      `/_fragmenten/recent-work?manifest=${encodeURIComponent('http://localhost:3003/v/p-2/mf-manifest.json')}`,
    ]);
  });

  it('asks once for prefetch and page together, and without a manifest when it knows none', async () => {
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
    await Promise.resolve();
    expect(await requestSlotContent('recent-work')).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
