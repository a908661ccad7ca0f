/**
 * Preferences for a Firefox that touches nothing but loopback. Puppeteer already turns off updates,
 * safe browsing and data reporting; these close the remaining doors, and the proxy rule sends
 * whatever still tries to leave to the run's network trap.
 */
export function loopbackOnlyPrefs(options: {
  /** The network trap, as a proxy for every host but loopback. */
  trapOrigin: string;
  /** The contact store host the build posts to, and the store of this run that should receive it. */
  builtStoreOrigin: string;
  runStoreOrigin: string;
}): Record<string, unknown> {
  return {
    // A proxy script decides every request: loopback direct, the build's store host to the run's
    // store (the store reads absolute request URLs, as a proxy receives them), the rest to the trap.
    'network.proxy.type': 2,
    'network.proxy.autoconfig_url': `data:text/javascript,${encodeURIComponent(proxyScript(options))}`,
    // Otherwise loopback never consults the proxy script, and the store reroute could not work.
    'network.proxy.allow_hijacking_localhost': true,
    'network.proxy.failover_direct': false,
    // Name lookups would leave without a proxy: no DNS prefetching, no DNS over HTTPS.
    'network.dns.disablePrefetch': true,
    'network.trr.mode': 5,
    'network.predictor.enabled': false,
    // Connectivity and captive portal checks.
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    // Remote settings: with MOZ_DISABLE_NONLOCAL_CONNECTIONS=1 this value switches them off.
    'services.settings.server': 'data:,#remote-settings-dummy/v1',
    // Updates, telemetry, push and region lookups.
    'app.update.auto': false,
    'app.update.enabled': false,
    'extensions.systemAddon.update.enabled': false,
    'toolkit.telemetry.enabled': false,
    'toolkit.telemetry.unified': false,
    'toolkit.telemetry.archive.enabled': false,
    'toolkit.telemetry.server': 'data:,',
    'dom.push.connection.enabled': false,
    'browser.region.network.url': '',
    'browser.region.update.enabled': false,
    'browser.newtabpage.activity-stream.feeds.telemetry': false,
    'browser.newtabpage.activity-stream.telemetry': false,
  };
}

function proxyScript({
  trapOrigin,
  builtStoreOrigin,
  runStoreOrigin,
}: Parameters<typeof loopbackOnlyPrefs>[0]): string {
  const runStoreHost = new URL(runStoreOrigin).host;
  const trapHost = new URL(trapOrigin).host;
  return `function FindProxyForURL(url, host) {
  if (url.indexOf(${JSON.stringify(`${builtStoreOrigin}/`)}) === 0) return 'PROXY ${runStoreHost}';
  if (host === 'localhost' || host === '127.0.0.1') return 'DIRECT';
  return 'PROXY ${trapHost}';
}`;
}
