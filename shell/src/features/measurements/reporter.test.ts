/**
 * The reporter on a composed page (jsdom): what reaches `navigator.sendBeacon`, with web-vitals
 * replaced by a stand-in that reports when told to. Page views, queued events, vitals at page hide,
 * uncaught errors by the stack's remote, a client-side navigation, a developer's override, and a
 * page without the composer's token.
 */

import { productionDiscovery } from '@codekade/platform/discovery-document';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { removeCompositionData, writeCompositionData } from '../../lib/composition-data.test-helper';

type Report = (metric: Metric) => void;

/** A remote's manifest as far as the page's version goes: the build id it names. */
const manifestOf = (buildId: string) => ({ metaData: { buildInfo: { buildId } } });

function fakeVitals() {
  const reports: Record<string, Report> = {};
  return {
    vitals: {
      onLCP: (report: Report) => {
        reports.LCP = report;
      },
      onINP: (report: Report) => {
        reports.INP = report;
      },
      onCLS: (report: Report) => {
        reports.CLS = report;
      },
    },
    report: (name: 'LCP' | 'INP' | 'CLS', value: number) => reports[name]?.({ name, value } as Metric),
  };
}

let beacons: { url: string; body: unknown }[];

/** The token the composer served the page with (its signature is the composer's business). */
const TOKEN = 'm1~mf_home~home-1~abc~nonce~mac';

beforeEach(() => {
  vi.resetModules();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  // As the composer writes it, with the site's areas (the registry's discovery document).
  writeCompositionData({
    area: { remote: 'mf_home', buildId: 'home-1' },
    remotes: {},
    discovery: productionDiscovery(),
  });
  const token = document.createElement('meta');
  token.name = MEASUREMENT_TOKEN_META;
  token.content = TOKEN;
  document.head.append(token);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  removeCompositionData();
  document.querySelector(`meta[name="${MEASUREMENT_TOKEN_META}"]`)?.remove();
});

async function load() {
  const events = await import('./measurement-events');
  const reporter = await import('./reporter');
  return { ...events, ...reporter };
}

describe('the measurement reporter', () => {
  it('sends the page view and what happened before it loaded, then the vitals when the page is hidden', async () => {
    const { reportError, reportRemoteLoad, noteEvent, remoteManifestUrls, firstManifests, startReporting } =
      await load();
    remoteManifestUrls.set('mf_home', 'http://localhost:3001/mf-manifest.json');
    reportError('mf_home');
    reportRemoteLoad('mf_about', 'about-3', 'recovery');
    noteEvent({ kind: 'uncaught', stack: 'Error\n    at Hero (http://localhost:3001/static/js/async/hero.js:1:2)' });
    noteEvent({ kind: 'uncaught', stack: 'Error\n    at shell (http://localhost:3000/static/js/index.js:1:2)' });
    firstManifests.set('mf_about', manifestOf('about-3'));
    const { vitals, report } = fakeVitals();
    await startReporting(vitals);
    // Only what the token covers: mf_about's load failure is not this page's to report.
    expect(beacons).toEqual([
      {
        url: BEACON_PATH,
        body: { token: TOKEN, records: [{ remote: 'mf_home', version: 'home-1', pageViews: 1, errors: 1 }] },
      },
    ]);
    report('LCP', 1234.5);
    report('CLS', 0.02);
    report('INP', 56);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    window.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(beacons[1]?.body).toEqual({
      token: TOKEN,
      records: [{ remote: 'mf_home', version: 'home-1', lcp: 1234.5, inp: 56, cls: 0.02 }],
    });
    // A later report of CLS (web-vitals reports again on the next hide) is not a second sample.
    report('CLS', 0.3);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('sends nothing for the area of a client-side navigation: the composer served no page of it', async () => {
    const listeners: (() => void)[] = [];
    Object.defineProperty(window, 'navigation', {
      configurable: true,
      value: { addEventListener: (_type: string, listener: () => void) => listeners.push(listener) },
    });
    const { firstManifests, startReporting } = await load();
    await startReporting(fakeVitals().vitals);
    window.history.pushState(null, '', '/contact');
    for (const listener of listeners) listener();
    // Same path again (a replaceState): no new page view.
    for (const listener of listeners) listener();
    firstManifests.set('mf_contact', manifestOf('contact-9'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map(({ body }) => body)).toEqual([
      { token: TOKEN, records: [{ remote: 'mf_home', version: 'home-1', pageViews: 1 }] },
    ]);
    Reflect.deleteProperty(window, 'navigation');
  });

  it('measures nothing of a remote a developer has overridden on this page', async () => {
    window.history.replaceState(null, '', '/?remoteOverride=mf_home=http://localhost:3101/mf-manifest.json');
    vi.doMock('../remote-overrides', () => ({
      activeRemoteOverrides: async () => ({ mf_home: 'http://localhost:3101/mf-manifest.json' }),
    }));
    const { reportError, firstManifests, startReporting } = await load();
    firstManifests.set('mf_about', manifestOf('about-1'));
    reportError('mf_about');
    reportError('mf_home');
    await startReporting(fakeVitals().vitals);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    vi.doUnmock('../remote-overrides');
  });

  it('measures nothing on a page the composer served without a token', async () => {
    document.querySelector(`meta[name="${MEASUREMENT_TOKEN_META}"]`)?.remove();
    const { reportError, startReporting } = await load();
    reportError('mf_home');
    await startReporting(fakeVitals().vitals);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });
});
