/** Every text of the contact page, in one place so the agency can edit them without touching code. */

export const contactPageText = {
  title: 'Contact',
  description: 'Heb je een vraag of een idee? Bel, mail of stuur ons een bericht: we reageren binnen één werkdag.',
};

export const contactInfoText = {
  heading: 'Contactgegevens',
  intro: 'Liever direct contact? Bel, mail of app ons, of kom langs op kantoor.',
  phoneLabel: 'Telefoon',
  emailLabel: 'E-mail',
  chatLabel: 'WhatsApp',
  chatLinkText: 'Stuur ons een WhatsApp-bericht',
  addressLabel: 'Adres',
};
