import { describe, expect, it } from 'vitest';
import { loadServiceDetail } from './service-detail-loads';
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

  it('shows each service with a picture of its own', () => {
    const images = services.map((service) => service.image);
    for (const image of images) expect(image).toMatch(/^(data:image\/svg\+xml|file:|https?:)/);
    expect(new Set(images).size).toBe(services.length);
  });
});
