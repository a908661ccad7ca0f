import { describe, expect, it } from 'vitest';
import { serviceDetails } from './service-details';
import { serviceNames } from './service-names';
import { services } from './services';

describe('the list of services', () => {
  it("names each service by its detail's name, so its URL, card paths and overview card agree", () => {
    for (const [key, detail] of Object.entries(serviceDetails)) expect(detail.name).toBe(key);
    expect(services.map((service) => service.name)).toEqual(serviceNames);
  });

  it('shows each service with a picture of its own', () => {
    const images = services.map((service) => service.image);
    for (const image of images) expect(image).toMatch(/^(data:image\/svg\+xml|file:|https?:)/);
    expect(new Set(images).size).toBe(services.length);
  });
});
