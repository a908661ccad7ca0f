// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, productionContentSecurityPolicy, withInlineScripts } from './content-security-policy.mjs';

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
