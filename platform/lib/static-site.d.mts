/** Types for the e2e tests that start their own copy of the local hosting. */
export interface ServedApp {
  target: string;
  port: number;
  /**
   * Swaps the folder this app serves, without keeping any earlier file (a release without kept files);
   * on a site of `startStaticSite`, a remote's resolves once the discovery document pins and serves the
   * new build (issue 48), as `release` and `rollback` do.
   */
  deploy(releaseDir: string): void | Promise<void>;
  /** Publishes a build as `pnpm deploy:*` does: a new release folder with the kept files of the window. */
  release(
    buildDir: string,
    options?: { now?: Date; windowMs?: number },
  ): Promise<{ version: number; carried: string[]; dropped: { id: string }[] }>;
  /** Puts release `version` (default: the one before the live one) back live, as `pnpm rollback:*` does. */
  rollback(version?: number): Promise<number>;
  /** The folder of the live release. */
  liveDir(): string;
  /** The shell only: reads every remote's index and fragments into the composer, as the service does before it takes traffic. */
  warm?(): Promise<void>;
  /** The shell only: releases another discovery document on its own (docs/discovery.md). */
  releaseDiscovery?(document: unknown): Promise<unknown>;
  /**
   * The shell only: the live document released again with `remote`'s build pinned (and served, unless
   * `serve` is false); resolves once the composer composes with it.
   */
  releasePins?(
    remote: string,
    pin: { version: string; integrity: string },
    options?: { serve?: boolean },
  ): Promise<void>;
  /** The shell only: the pin the live document keeps for `version` of `remote`. */
  keptPin?(remote: string, version: string): { version: string; integrity: string } | undefined;
  close(): Promise<void>;
}

export interface StaticSite {
  apps: { name: string; dir: string; port: number }[];
  servers: Record<string, ServedApp>;
  close(): Promise<unknown>;
}

/** A page the composer answers: its status, its own headers, its body and the CSP sources of its inline scripts. */
export interface ComposedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  inlineScripts?: string[];
}

export function serveApp(options: {
  target: string;
  port: number;
  distDir: string;
  host?: string;
  allowedOrigins: string[];
  /** The live discovery document's file (shell only), served at /discovery.json. */
  discoveryFile?: () => string | undefined;
  /**
   * The shell's composer; `pageHeaders(policy)` gives a page's headers as the composer service sends
   * them (shell/server/page-headers.ts: the security headers with the page's own inline scripts, and a
   * developer's override session).
   */
  compose?: ((
    pathname: string,
    origin: string,
    search: string,
    request: import('node:http').IncomingMessage,
  ) => Promise<ComposedPage>) & {
    pageHeaders: (
      contentSecurityPolicy: string,
    ) => (request: import('node:http').IncomingMessage, composed: ComposedPage) => Record<string, string>;
    /** The composer's beacon endpoint (shell/server/measurements), which answers BEACON_PATH. */
    measurements?: {
      answerBeacon(
        request: import('node:http').IncomingMessage,
        response: import('node:http').ServerResponse,
      ): Promise<void>;
    };
  };
  /** The policy every response carries (default: the local one). */
  contentSecurityPolicy?: string;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
  /** Called after a release or rollback switched the served folder (the shell's composer follows). */
  onRelease?: (releaseDir: string) => Promise<void> | void;
  /** Serve whichever release this local hosting site's pointer names (local-hosting.mjs). */
  liveSite?: { target: string; dir: string; releasesDir: string; pointerFile: string };
}): Promise<ServedApp>;

export interface LocalSiteOptions {
  host?: string;
  portBase?: number;
  distOverrides?: Record<string, string>;
  /** The discovery document the run starts with (default: this run's loopback remotes). */
  discovery?: unknown;
  /** How long the composer waits for a remote before it serves the plain document. */
  fragmentBudgetMs?: number;
  /** Serve the remotes from npm start's local hosting in this folder (local-hosting.mjs). */
  hostingDir?: string;
  /** The composer's other settings (shell/server/settings.ts); default: this process's environment. */
  env?: Record<string, string | undefined>;
  /**
   * The Firestore emulator and project whose rollouts the composer follows; with `hostingDir` by
   * default the contact part's emulator (CONTACT_STORE_PORT) in npm start's project.
   */
  rollouts?: { emulatorHost: string; projectId: string };
  /** The Firestore emulator the composer writes its measurements to (none: beacons are only checked). */
  measurementStore?: { emulatorHost: string; projectId: string };
}

/** One app of the local site (a registry entry with its local port), the shell with its composer. */
export function serveLocalApp(
  app: { name: string; dir: string; port: number },
  options?: LocalSiteOptions,
): Promise<ServedApp>;

export function startStaticSite(options?: LocalSiteOptions): Promise<StaticSite>;
