// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addedRemoteSources,
  contentSecurityPolicy,
  firebaseHostingOrigin,
  inlineScriptSources,
  LOOPBACK_SOURCES,
  PRODUCTION_APP_SOURCES,
  productionContentSecurityPolicy,
  remoteSourceFor,
  withInlineScripts,
  withRemoteOrigins,
} from './content-security-policy.mjs';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

describe('inlineScriptSources', () => {
  it('hashes executable inline scripts only, as the CSP names them', () => {
    const sources = inlineScriptSources(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>',
    );
    expect(sources).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });
});

describe('withInlineScripts', () => {
  it('adds the sources to script-src only, and leaves a policy without them as it was', () => {
    const policy = withInlineScripts(productionContentSecurityPolicy, ["'sha256-abc='"]);
    expect(scriptSrc(policy)).toBe(`${scriptSrc(productionContentSecurityPolicy)} 'sha256-abc='`);
    expect(policy.split('; ').filter((directive) => directive.includes('sha256'))).toHaveLength(1);
    expect(withInlineScripts(productionContentSecurityPolicy, [])).toBe(productionContentSecurityPolicy);
  });

  it('admits no inline script in the policy of files', () => {
    expect(productionContentSecurityPolicy).not.toMatch(/sha256|unsafe-inline'[^;]*; style/);
    expect(scriptSrc(productionContentSecurityPolicy)).not.toContain("'unsafe-inline'");
  });
});

describe('firebaseHostingOrigin', () => {
  it("takes a live Hosting site's default origin only", () => {
    expect(firebaseHostingOrigin('https://codekade-werk.web.app/mf-manifest.json')).toBe(
      'https://codekade-werk.web.app',
    );
    expect(firebaseHostingOrigin('https://Codekade-Werk.firebaseapp.com/x/')).toBe(
      'https://codekade-werk.firebaseapp.com',
    );
    for (const url of [
      'http://codekade-werk.web.app/',
      'https://codekade-werk.web.app:8443/',
      'https://user@codekade-werk.web.app/',
      'https://a.b.web.app/',
      'https://codekade--pr1-ab12cd.web.app/',
      'https://-codekade.web.app/',
      'https://codekade-.web.app/',
      'https://web.app/',
      'https://codekade.web.app.evil.com/',
      'https://evil.com/codekade.web.app',
      "https://codekade.web.app'/",
      'not a url',
      42,
    ]) {
      expect(firebaseHostingOrigin(url), String(url)).toBeUndefined();
    }
  });

  it('never gives an origin that could break out of a policy directive (generated input)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string({ maxLength: 80 }).map((host) => `https://${host}.web.app/`),
        ),
        (url) => {
          const origin = firebaseHostingOrigin(url);
          if (origin === undefined) return;
          expect(origin).toMatch(/^https:\/\/[a-z0-9-]{1,63}\.(?:web\.app|firebaseapp\.com)$/);
        },
      ),
      { numRuns: 300 },
    );
    // fast-check's URLs are slow to make on a loaded machine: the limit is not what is tested.
  }, 60_000);
});

describe('withRemoteOrigins', () => {
  it('adds the origins once to every directive that lists the apps, and leaves the others as they were', () => {
    const policy = withRemoteOrigins(productionContentSecurityPolicy, ['https://a1.web.app', 'https://a1.web.app']);
    const directives = policy.split('; ');
    for (const name of ['default-src', 'script-src', 'connect-src', 'img-src']) {
      const entry = directives.find((directive) => directive.startsWith(`${name} `)) ?? '';
      expect(entry.split(' ').filter((source) => source === 'https://a1.web.app')).toHaveLength(1);
    }
    for (const name of ['frame-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'manifest-src']) {
      const entry = directives.find((directive) => directive.startsWith(`${name} `));
      expect(entry).not.toContain('a1.web.app');
    }
    expect(withRemoteOrigins(productionContentSecurityPolicy, [])).toBe(productionContentSecurityPolicy);
  });
});

describe("production's policy", () => {
  it('names the site itself and no remote: a page adds the areas its discovery document names, so a new area changes nothing here', () => {
    expect(PRODUCTION_APP_SOURCES).toEqual(['https://www.codekade.nl']);
    expect(productionContentSecurityPolicy).not.toContain('.web.app');
    const page = withRemoteOrigins(productionContentSecurityPolicy, ['https://codekade-jobs.web.app']);
    expect(page).toMatch(/script-src 'self' https:\/\/www\.codekade\.nl [^;]*https:\/\/codekade-jobs\.web\.app/);
  });
});

describe('remoteSourceFor: the one rule of where remotes come from (issue 47)', () => {
  const local = [...LOOPBACK_SOURCES];
  const production = [...PRODUCTION_APP_SOURCES];
  const [shellOrigin = ''] = production;
  // A remote's origin is admitted because the discovery document names its Hosting site, not by a list.
  const homeOrigin = 'https://codekade-home.web.app';

  it('admits the apps of the policy, whatever case or default port the URL is written in', () => {
    expect(remoteSourceFor('http://localhost:3005/mf-manifest.json', local)).toBe('http://localhost:*');
    expect(remoteSourceFor('http://LocalHost:13001/ssr/index.json', local)).toBe('http://localhost:*');
    expect(remoteSourceFor('http://127.0.0.1:13002/x', local)).toBe('http://127.0.0.1:*');
    expect(remoteSourceFor(`${homeOrigin.toUpperCase()}:443/mf-manifest.json`, production)).toBe(homeOrigin);
    expect(remoteSourceFor('https://codekade-jobs.web.app/mf-manifest.json', production)).toBe(
      'https://codekade-jobs.web.app',
    );
  });

  it.each([
    ['another loopback address', 'http://127.0.0.2:3001/mf-manifest.json', local],
    ['IPv6 loopback', 'http://[::1]:3001/mf-manifest.json', local],
    ['a user name', 'http://user:pw@localhost:3001/mf-manifest.json', local],
    ['a trailing dot', 'http://localhost.:3001/mf-manifest.json', local],
    ['https where the policy says http', 'https://localhost:3001/mf-manifest.json', local],
    ['a look-alike host', 'http://localhost.evil.test:3001/mf-manifest.json', local],
    ['another scheme', 'ftp://localhost:3001/mf-manifest.json', local],
    ['a data URL', 'data:application/json,{}', local],
    ['127.0.0.2 written in hex', 'http://0x7f000002:3001/mf-manifest.json', local],
    ["the shell's host on another port", `${shellOrigin}:8443/mf-manifest.json`, production],
    ["the shell's host over http", shellOrigin.replace('https:', 'http:'), production],
    ['a suffix of an app host', `${homeOrigin}.evil.test/mf-manifest.json`, production],
    ['a trailing dot on an app host', `${homeOrigin}./mf-manifest.json`, production],
    ['a preview channel', 'https://codekade-evil--x-abcd1234.web.app/mf-manifest.json', production],
  ])('refuses %s', (_, url, sources) => {
    expect(remoteSourceFor(url, sources)).toBeUndefined();
  });

  /** Hosts that no policy of the site admits, and the ways a URL can dress one up. */
  const foreignHost = fc.oneof(
    fc.domain().filter((host) => !/(?:^|\.)(?:web\.app|firebaseapp\.com|codekade\.nl)$/i.test(host)),
    fc.ipV4().filter((ip) => ip !== '127.0.0.1'),
    fc.ipV6().map((ip) => `[${ip}]`),
    // A name with a trailing dot is another host to a policy (an IPv4 address with one is the same address).
    fc.constantFrom(...production, 'http://localhost').map((origin) => `${new URL(origin).host}.`),
    fc.constantFrom('0x7f000002', '2130706434', '127.2.', '0177.0.0.2'),
  );
  const userinfo = fc.oneof(fc.constant(''), fc.constantFrom('user@', 'a:b@', '%40@'));
  const anyCase = (text: string) =>
    fc
      .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
      .map((upper) => [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));

  it('refuses every generated URL of a foreign host, with any scheme, user, port and case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https', 'ws', 'ftp'),
        userinfo,
        foreignHost.chain(anyCase),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        fc.webPath(),
        (scheme, user, host, port, path) => {
          const url = `${scheme}://${user}${host}${port === null ? '' : `:${port}`}${path}`;
          fc.pre(URL.canParse(url));
          expect(remoteSourceFor(url, [...local, ...production]), url).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it("admits an app's URL in any case, path and (for loopback) port, never with a user; the policy lists what it gives", () => {
    const page = withRemoteOrigins(
      contentSecurityPolicy([...local, ...production]),
      addedRemoteSources(['https://codekade-jobs.web.app/mf-manifest.json'], [...local, ...production]),
    );
    const scriptSources = (scriptSrc(page) ?? '').split(' ');
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.constantFrom('localhost', '127.0.0.1'), fc.integer({ min: 1, max: 65535 }))
            .map(([host, port]) => `http://${host}:${port}`),
          fc.constantFrom(...production, 'https://codekade-jobs.web.app'),
        ),
        userinfo,
        fc.webPath(),
        (origin, user, path) => {
          const url = new URL(origin);
          const written = `${url.protocol}//${user}${url.host.toUpperCase()}${path}`;
          const source = remoteSourceFor(written, [...local, ...production]);
          if (user !== '') expect(source).toBeUndefined();
          else expect(scriptSources).toContain(source);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
