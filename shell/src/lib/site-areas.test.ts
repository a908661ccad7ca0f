import { productionDiscovery } from '@codekade/platform/discovery-document';
import { DISCOVERY_PATH } from '@codekade/shared/discovery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCompositionData, writeCompositionData } from './composition-data.test-helper';

/** A fresh module: a page reads its areas once. */
async function freshAreas() {
  vi.resetModules();
  return import('./site-areas');
}

const names = (areas: { remotes: readonly { name: string }[] }) => areas.remotes.map((remote) => remote.name);
const registryNames = names(productionDiscovery());

describe("the page's areas", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    removeCompositionData();
    vi.unstubAllGlobals();
  });

  it('on a composed page are the document its composer used, with no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // An area only the page's document has: not mf_jobs, which `pnpm new:remote mf-jobs` may have registered.
    const pageOnly = {
      ...productionDiscovery().remotes[0],
      name: 'mf_page_only',
      area: { basePaths: ['/alleen-op-de-pagina'], pageName: 'Alleen op de pagina', description: 'Een proefgebied.' },
    };
    writeCompositionData({
      area: null,
      remotes: {},
      discovery: { ...productionDiscovery(), remotes: [...productionDiscovery().remotes, pageOnly] },
    });
    const { loadPageAreas, pageAreas } = await freshAreas();
    expect(names(pageAreas())).toEqual([...registryNames, pageOnly.name]);
    expect(names(await loadPageAreas())).toEqual([...registryNames, pageOnly.name]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a composed page without a reading of the areas are none, with one warning and no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    writeCompositionData({ area: null, remotes: {}, discovery: { format: 'other/1', remotes: [] } });
    const { loadPageAreas } = await freshAreas();
    expect(await loadPageAreas()).toEqual({ remotes: [] });
    expect(console.warn).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on the plain shell document are fetched once, and none (with a warning) while they cannot be read', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(Response.json(productionDiscovery()));
    vi.stubGlobal('fetch', fetch);
    const { loadPageAreas, pageAreas } = await freshAreas();
    expect(await loadPageAreas()).toEqual({ remotes: [] });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`${DISCOVERY_PATH} answered HTTP 503`));
    // Asked for again by the next call: the page is not left without areas for good.
    expect(names(await loadPageAreas())).toEqual(registryNames);
    expect(names(pageAreas())).toEqual(registryNames);
    await loadPageAreas();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(DISCOVERY_PATH, { cache: 'no-cache' });
  });

  it('leave out a bad entry of the document, with one warning, and keep the rest', async () => {
    const document = productionDiscovery();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ ...document, remotes: [{ name: 'mf_bad', manifest: 'javascript:1' }, ...document.remotes] }),
      ),
    );
    const { loadPageAreas } = await freshAreas();
    expect(names(await loadPageAreas())).toEqual(registryNames);
    expect(console.warn).toHaveBeenCalledOnce();
  });
});
