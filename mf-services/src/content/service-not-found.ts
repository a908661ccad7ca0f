/** What an unknown service name shows: the heading is the site's fixed error text. */
export const serviceNotFound = {
  title: 'Service Not Found',
  text: 'Deze dienst bestaat niet (meer). Misschien is de link verouderd of zit er een typfout in het adres. Kies hieronder een van onze diensten of bekijk het hele overzicht.',
  description: 'De gevraagde dienst van Codekade bestaat niet. Bekijk het overzicht van al onze diensten.',
  suggestionsTitle: 'Misschien zocht je',
  backLabel: 'Bekijk alle diensten',
} as const;
