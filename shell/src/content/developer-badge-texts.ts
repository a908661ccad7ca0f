/**
 * The developer badge's texts, apart from the page's other texts so only the badge's lazily loaded
 * code carries them (a visitor's first load does not). Tests read them from here.
 */

/**
 * The badge on every page a developer's override applies to: that this browser runs development code
 * instead of the site's own, which remotes, and how to stop it.
 */
export const localRemoteBadgeText = {
  label: 'Ontwikkelmodus',
  active: (names: readonly string[]) =>
    `Deze browser draait ontwikkelcode op deze site (${names.join(', ')}). Klik op Herstel om terug te gaan naar de echte site.`,
  reset: 'Herstel',
} as const;
