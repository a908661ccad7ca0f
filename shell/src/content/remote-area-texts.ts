/** Texts of the page area a remote fills: while it loads and when it fails. Tests read them from here. */

export const loadingText = 'Even geduld a.u.b';

/** Shown when a remote's page cannot load; the button retries it. */
export const remoteFallbackText = {
  title: 'Dit deel van de site is even niet bereikbaar',
  text: 'Er ging iets mis bij het laden van deze pagina. Controleer je internetverbinding en probeer het opnieuw. De rest van de site werkt gewoon.',
  actionLabel: 'Probeer opnieuw',
} as const;

/**
 * Shown, calmly, beside a first page whose readable HTML is there but whose code is late or did not
 * come: the page stays as it is, and what was typed stays too; it goes once the code has arrived.
 */
export const areaLateNote =
  'Deze pagina is nog niet helemaal geladen. Lezen en links werken al; wat je invult, blijft staan.';
