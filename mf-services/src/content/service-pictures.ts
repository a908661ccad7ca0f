import type { ServiceName } from './services';

/**
 * The overview's pictures, one per service (each detail page carries its own in details/<name>.ts):
 * in a chunk of their own, so a detail page does not load all five (service-detail-loads.ts).
 */
export const servicePictures: Record<ServiceName, string> = {
  webontwikkeling: new URL('../assets/services/webontwikkeling.svg', import.meta.url).href,
  webshops: new URL('../assets/services/webshops.svg', import.meta.url).href,
  design: new URL('../assets/services/design.svg', import.meta.url).href,
  seo: new URL('../assets/services/seo.svg', import.meta.url).href,
  support: new URL('../assets/services/support.svg', import.meta.url).href,
};
