import type { ServiceDetail } from './service-detail';
import type { ServiceName } from './services';

/**
 * Each service page's text and picture in a chunk of its own (`service-<name>`, about 1.5 KB gzip
 * each), and the overview's five pictures in another (`service-pictures`): a page loads what it shows
 * only. The type asks for one line per service of services.ts; the chunk names are what the prerender
 * plan names (`pageChunkOf`), so the composer preloads a page's chunk with the area's code.
 */
const detailModules: Record<ServiceName, () => Promise<ServiceDetail>> = {
  webontwikkeling: () =>
    import(/* webpackChunkName: "service-webontwikkeling" */ './details/webontwikkeling').then(
      (m) => m.webontwikkeling,
    ),
  webshops: () => import(/* webpackChunkName: "service-webshops" */ './details/webshops').then((m) => m.webshops),
  design: () => import(/* webpackChunkName: "service-design" */ './details/design').then((m) => m.design),
  seo: () => import(/* webpackChunkName: "service-seo" */ './details/seo').then((m) => m.seo),
  support: () => import(/* webpackChunkName: "service-support" */ './details/support').then((m) => m.support),
};

const picturesModule = () =>
  import(/* webpackChunkName: "service-pictures" */ './service-pictures').then((m) => m.servicePictures);

/** The chunk a page of the area loads for itself (the detail chunks' and the pictures' names above). */
export function pageChunkOf(page: { service: ServiceName } | 'overview'): string {
  return page === 'overview' ? 'service-pictures' : `service-${page.service}`;
}

/**
 * One load per key, shared by every caller (the page, the warm-up), that says how it ended in the
 * fields React's `use` reads (`status`, `value`): a page whose data has arrived renders at once, in the
 * tap's own frame, instead of suspending for one more turn. A load that fails is forgotten, so the
 * area's retry asks the network again.
 */
function onceEach<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const loads = new Map<Key, Promise<Value>>();
  return (key) => {
    const known = loads.get(key);
    if (known) return known;
    const started: Promise<Value> = load(key).then((value) => {
      Object.assign(started, { status: 'fulfilled', value });
      return value;
    });
    started.catch(() => {
      if (loads.get(key) === started) loads.delete(key);
    });
    loads.set(key, started);
    return started;
  };
}

/** The text and picture of a service's page. */
export const loadServiceDetail = onceEach((name: ServiceName) => detailModules[name]());

const loadPictures = onceEach((_: 'overview') => picturesModule());

/** The overview's pictures, by service. */
export function loadServicePictures(): Promise<Record<ServiceName, string>> {
  return loadPictures('overview');
}

/** Every page's data of the area, for the next tap (the area's warm-up); a failure stays silent until a page needs it. */
export async function loadEveryServiceDetail(): Promise<void> {
  const names = Object.keys(detailModules) as ServiceName[];
  const silent = () => undefined;
  await Promise.all([
    ...names.map((name) => loadServiceDetail(name).catch(silent)),
    loadServicePictures().catch(silent),
  ]);
}
