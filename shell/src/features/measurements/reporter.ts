import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { remoteOwning } from '@codekade/shared/discovery';
import { MEASUREMENT_TOKEN_META, pageOfToken, type VitalField } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { pageAreas } from '../../lib/site-areas';
import { activeRemoteOverrides } from '../remote-overrides';
import { createBeaconBatch, type MeasuredPage } from './beacon-batch';
import { remoteOfStack } from './error-origin';
import { type MeasurementEvent, remoteManifestUrls, takeEvents } from './measurement-events';
import { versionsOfThisPage } from './page-versions';

type OnMetric = (report: (metric: Metric) => void) => void;
interface WebVitals {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
}

/** How long after the last news a beacon waits for more, so a burst of errors is one beacon. */
const QUIET_MS = 5000;

/** The Navigation API (Chromium, recent Firefox and Safari): every same-document navigation. */
interface NavigationEvents {
  addEventListener(type: 'currententrychange', listener: () => void): void;
}

const areaRemote = (): RemoteName | undefined => remoteOwning(pageAreas(), window.location.pathname)?.name;

/** The token the composer served this page with, and the remote and version it names. */
function measuredPage(): MeasuredPage | undefined {
  const token = document.querySelector<HTMLMetaElement>(`meta[name="${MEASUREMENT_TOKEN_META}"]`)?.content ?? '';
  const page = pageOfToken(token);
  return page && { token, ...page };
}

/**
 * The measuring itself, loaded after the page has loaded (see start-measurements.ts). Per remote and version of this page it counts
 * page views (this page, and each later page of the same document), load failures and recoveries
 * (once per page load and remote), errors, and takes LCP, INP and CLS from web-vitals for the remote whose area the page was loaded
 * with (as field data is attributed to the landing page). It sends what it has at once, a few
 * seconds after later news, and when the page is hidden or left, with `navigator.sendBeacon`.
 * Remotes a developer has overridden on this page are not measured, and only what the page's token
 * covers is sent (the area the composer served it with, at the version it counted): a page the
 * composer served without a token measures nothing.
 */
export async function startReporting(vitals: WebVitals = { onLCP, onINP, onCLS }): Promise<void> {
  // A page the composer did not count (the dev server, a view past its client's share) measures nothing.
  const measured = measuredPage();
  if (!measured) return;
  const page: MeasuredPage = measured;
  const overridden = new Set(Object.keys(await activeRemoteOverrides()));
  const batch = createBeaconBatch();
  let timer: number | undefined;

  const sendSoon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(send, QUIET_MS);
  };
  function send() {
    window.clearTimeout(timer);
    const body = batch.take(versionsOfThisPage(), overridden, page);
    if (body) navigator.sendBeacon(BEACON_PATH, body);
  }

  const onEvent = (event: MeasurementEvent) => {
    const { remote, version, kind } =
      event.kind === 'uncaught'
        ? { remote: remoteOfStack(event.stack, remoteManifestUrls), version: undefined, kind: 'errors' as const }
        : event;
    if (remote === undefined || !isRemoteName(remote)) return;
    batch.count(remote, version, kind);
    sendSoon();
  };

  const landing = areaRemote();
  if (landing) batch.count(landing, undefined, 'pageViews');
  takeEvents(onEvent);

  if (landing) {
    const report = (metric: Metric) => {
      batch.vital(landing, metric.name.toLowerCase() as VitalField, metric.value);
      sendSoon();
    };
    vitals.onLCP(report);
    vitals.onINP(report);
    vitals.onCLS(report);
  }

  let path = window.location.pathname;
  (window as { navigation?: NavigationEvents }).navigation?.addEventListener('currententrychange', () => {
    if (window.location.pathname === path) return;
    path = window.location.pathname;
    const remote = areaRemote();
    if (remote) batch.count(remote, undefined, 'pageViews');
    sendSoon();
  });

  // After web-vitals' own listeners (they listen while capturing), so its last CLS and INP go along.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  send();
}
