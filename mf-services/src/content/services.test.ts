import { describe, expect, it } from 'vitest';
import { loadServiceDetail, loadServicePictures } from './service-detail-loads';
import { serviceNames } from './service-names';
import { services } from './services';

describe('the list of services', () => {
  it("loads each service's page text under its own name, so its URL, card paths and overview card agree", async () => {
    for (const name of serviceNames) {
      const detail = await loadServiceDetail(name);
      expect(detail.name).toBe(name);
      for (const card of detail.cards) expect(card.path.startsWith(`/diensten/${name}#`)).toBe(true);
    }
    expect(services.map((service) => service.name)).toEqual(serviceNames);
  });

  it('shows each service with a picture of its own, the same on the overview and atop its page', async () => {
    const pictures = await loadServicePictures();
    const images = serviceNames.map((name) => pictures[name]);
    for (const image of images) expect(image).toMatch(/^(data:image\/svg\+xml|file:|https?:)/);
    expect(new Set(images).size).toBe(services.length);
    for (const name of serviceNames) expect((await loadServiceDetail(name)).picture).toBe(pictures[name]);
  });
});
