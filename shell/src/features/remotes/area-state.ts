import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * What a remote exposes as `./routes`: the component that renders its page area, and perhaps its
 * warm-up (`AreaWarmUp`), unchecked until called: the module is the remote's.
 */
export interface AreaRoutesModule {
  default: ComponentType;
  warmUp?: unknown;
}

/**
 * Everything this page knows about one remote's page area, in one place: the load of its code, the
 * build that code came from, the move to a newer release under way, how often the area mounted
 * afresh (its React key) and whether its server HTML waits past the load budget. The loader, the
 * release recovery and `RemoteArea` all read and change the area through this object.
 */
export class AreaState {
  /** The load of the area's routes module, shared by prefetch and render; dropped when it fails, so a retry asks afresh. */
  routesLoad: Promise<AreaRoutesModule> | undefined;
  /** The build of the remote this page loaded, as its manifest names it (loaded-build-plugin.ts). */
  loadedBuild: string | undefined;

  #routes: ComponentType | undefined;
  #lazyRoutes: LazyExoticComponent<ComponentType> | undefined;
  #serverArea: LazyExoticComponent<ComponentType> | undefined;
  #releaseMove: Promise<boolean> | undefined;
  #mount = 0;
  #late = false;
  readonly #listeners = new Set<() => void>();

  constructor(readonly remote: RemoteName) {}

  /** For `useSyncExternalStore`: called whenever `mount` or `late` changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes each time the area must mount afresh: its React key. */
  get mount(): number {
    return this.#mount;
  }

  /** True while the area that holds the server's HTML waits for its code past the load budget, or its code did not come. */
  get late(): boolean {
    return this.#late;
  }

  /** The area's loaded routes: once there, the area renders at once, with no loading screen when a visitor comes back. */
  get routes(): ComponentType | undefined {
    return this.#routes;
  }

  routesLoaded(routes: ComponentType): void {
    this.#routes = routes;
  }

  /**
   * The lazy component that loads the routes with `load`, the same one until the area forgets it:
   * a lazy component remembers its rejection forever, so each retry needs a fresh one.
   */
  lazyRoutes(load: () => Promise<AreaRoutesModule>): LazyExoticComponent<ComponentType> {
    this.#lazyRoutes ??= lazy(load);
    return this.#lazyRoutes;
  }

  /**
   * The lazy component that waits with the server's HTML for the code `load` brings: the same one for
   * the page's life, so a render React throws away and starts again asks for the code once.
   */
  serverArea(load: () => Promise<AreaRoutesModule>): LazyExoticComponent<ComponentType> {
    this.#serverArea ??= lazy(load);
    return this.#serverArea;
  }

  /** Drops the loaded routes and the lazy load, so the next render loads the area again. */
  forgetRoutes(): void {
    this.#routes = undefined;
    this.#lazyRoutes = undefined;
  }

  /** The area mounts afresh (a retry, a browser render that replaces the server's HTML). */
  remount(): void {
    this.#mount += 1;
    this.#notify();
  }

  /**
   * Makes another release's routes (already loaded, so they render in one swap) the area's code. With
   * `remount` the area mounts afresh with them now; without, the area on screen stays and the next
   * visit renders them.
   */
  adoptRelease(routes: ComponentType, { remount }: { remount: boolean }): void {
    this.#lazyRoutes = undefined;
    this.#routes = routes;
    if (remount) this.remount();
  }

  setLate(late: boolean): void {
    if (this.#late === late) return;
    this.#late = late;
    this.#notify();
  }

  /**
   * Runs `move` (a move to the remote's live release) unless one is under way, whose outcome it
   * shares: the parts of the area that fail together share one read of the manifest.
   */
  moveToLiveRelease(move: () => Promise<boolean>): Promise<boolean> {
    this.#releaseMove ??= move().finally(() => {
      this.#releaseMove = undefined;
    });
    return this.#releaseMove;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The one state object of each remote's area for this page, made when the area is first asked about. */
const areas = new Map<RemoteName, AreaState>();

export function areaState(remote: RemoteName): AreaState {
  let state = areas.get(remote);
  if (!state) {
    state = new AreaState(remote);
    areas.set(remote, state);
  }
  return state;
}
