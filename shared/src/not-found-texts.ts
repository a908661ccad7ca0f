/** Texts of the one not-found page (`ui/NotFoundPage`): plain data, so tests and the server read them too. */
export const notFoundText = {
  title: 'Pagina Niet Gevonden',
  text: 'Oeps! Het lijkt erop dat de pagina die je zoekt niet bestaat.',
  backToHome: 'Terug naar de homepage',
} as const;
