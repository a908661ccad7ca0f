// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firebaseHostingOrigin,
  inlineScriptSources,
  productionContentSecurityPolicy,
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
