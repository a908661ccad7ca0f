/** Texts of the one not-found page (`ui/NotFoundPage`): plain data, so tests and the server read them too. */
export const notFoundText = {
  title: 'Pagina Niet Gevonden',
  text: 'Oeps! Het lijkt erop dat de pagina die je zoekt niet bestaat.',
  backToHome: 'Terug naar de homepage',
  /** The heading above the shell's 404 page's ways on, the areas whose `area.json` asks for a link there. */
  waysOnTitle: 'Waar wil je naartoe?',
} as const;
