/**
 * The texts of `developer-badge-texts.ts` as the shell's developer entry shows them (its build, in
 * dist/developer/, takes this module in place of that one: shell/rsbuild.config.ts): the developer
 * badge also says when the page runs on a dev server's development React, so nobody takes its speed
 * for the site's. The visitors' build keeps the plain module, byte for byte.
 */
import { DEVELOPMENT_REACT_ATTRIBUTE } from '../lib/development-react-marker';
import { localRemoteBadgeText as plainBadgeText } from './developer-badge-texts';

/** Added to the badge's text on a page that runs on development React. */
export const developmentReactNote = 'development-React, trager dan de echte site';

export const localRemoteBadgeText = {
  ...plainBadgeText,
  active: (names: readonly string[]) =>
    document.documentElement.hasAttribute(DEVELOPMENT_REACT_ATTRIBUTE)
      ? `${plainBadgeText.active(names)} · ${developmentReactNote}`
      : plainBadgeText.active(names),
} as const;
