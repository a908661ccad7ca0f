import type { ServiceDetail } from './service-detail';
import type { ServiceName } from './services';

/**
 * Each service page's text in a chunk of its own: a page loads its service's text only (about 1.3 KB
 * gzip each), and /diensten none. The type asks for one line per service of services.ts.
 */
const detailModules: Record<ServiceName, () => Promise<ServiceDetail>> = {
  webontwikkeling: () => import('./details/webontwikkeling').then((module) => module.webontwikkeling),
  webshops: () => import('./details/webshops').then((module) => module.webshops),
  design: () => import('./details/design').then((module) => module.design),
  seo: () => import('./details/seo').then((module) => module.seo),
  support: () => import('./details/support').then((module) => module.support),
};

/**
 * A load that says how it ended in the fields React's `use` reads (`status`, `value`), so a page whose
 * text has arrived renders at once, in the tap's own frame, instead of suspending for one more turn.
 */
type DetailLoad = Promise<ServiceDetail>;

function markFulfilled(load: DetailLoad, detail: ServiceDetail): void {
  Object.assign(load, { status: 'fulfilled', value: detail });
}

const loads = new Map<ServiceName, DetailLoad>();

/**
 * The text of a service's page, loaded once and shared by every caller (the page, the warm-up, a link
 * the visitor points at). A load that fails is forgotten, so the area's retry asks the network again.
 */
export function loadServiceDetail(name: ServiceName): DetailLoad {
  let load = loads.get(name);
  if (!load) {
    const started: DetailLoad = detailModules[name]().then((detail) => {
      markFulfilled(started, detail);
      return detail;
    });
    started.catch(() => {
      if (loads.get(name) === started) loads.delete(name);
    });
    loads.set(name, started);
    load = started;
  }
  return load;
}

/** Every service page's text, for the next tap (the area's warm-up); a failure stays silent until a page needs it. */
export async function loadEveryServiceDetail(): Promise<void> {
  const names = Object.keys(detailModules) as ServiceName[];
  await Promise.all(names.map((name) => loadServiceDetail(name).catch(() => undefined)));
}
