// @vitest-environment node
import { inlineScriptSources } from '@codekade/serving/content-security-policy';
import { describe, expect, it } from 'vitest';
import { inlineStartScript } from './inline-script-plugin';

const built =
  '<html><head><script defer src="/static/js/index.abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('inlineStartScript', () => {
  it('replaces the entry tag by the boot code at the end of the body, naming the entry', () => {
    const html = inlineStartScript(built, 'boot();\n//# sourceMappingURL=boot.1.js.map', '/static/js/index.abc123.js');
    expect(html).toBe(
      '<html><head></head><body><div id="root"></div><script data-entry="/static/js/index.abc123.js">boot();</script></body></html>',
    );
    // What the composer's page headers admit: exactly the code that runs.
    expect(inlineScriptSources(html)).toHaveLength(1);
  });

  it('refuses code that would end the script element early', () => {
    expect(() => inlineStartScript(built, 'a("</script>")', '/static/js/index.abc123.js')).toThrow(/cannot be inlined/);
    expect(() => inlineStartScript(built, 'a("<!--")', '/static/js/index.abc123.js')).toThrow(/cannot be inlined/);
  });
});
