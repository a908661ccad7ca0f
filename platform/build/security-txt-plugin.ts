/**
 * Emits the shell's `.well-known/security.txt` (platform/lib/security-txt.mjs) at every production
 * build, from the site config's e-mail address and origin, valid for half a year from the build.
 */
import { siteConfig } from '@codekade/shared/site-config';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SECURITY_TXT_PATH, securityTxt } from '../lib/security-txt.mjs';

export function pluginSecurityTxt(): RsbuildPlugin {
  return {
    name: 'codekade:security-txt',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(SECURITY_TXT_PATH, new sources.RawSource(securityTxt(new Date(), siteConfig)));
      });
    },
  };
}
