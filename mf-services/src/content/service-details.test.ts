// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceDetails } from './service-details';
import { serviceNames } from './service-names';
import { services } from './services';

describe('the list of services', () => {
  it("names each service by its detail's name, so its URL, card paths and overview card agree", () => {
    for (const [key, detail] of Object.entries(serviceDetails)) expect(detail.name).toBe(key);
    expect(services.map((service) => service.name)).toEqual(serviceNames);
  });

  it('gives every service a picture that exists', () => {
    for (const service of services) {
      expect(service.image, service.name).toMatch(/^file:/);
      expect(existsSync(fileURLToPath(service.image)), service.image).toBe(true);
    }
  });
});
