/** Texts of the contact form: labels, button, toasts and validation messages. The three toasts are fixed texts the site promises visitors; tests read them from here. */

/** The fields a visitor fills in; `website` is the hidden honeypot only bots fill in. */
export type ContactFormField = 'name' | 'email' | 'phone' | 'message';

export const contactFormText = {
  heading: 'Neem contact met ons op',
  intro: 'Vertel ons waar je mee bezig bent. Velden zonder “(optioneel)” zijn verplicht.',
  labels: {
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer (optioneel)',
    message: 'Je bericht',
  } satisfies Record<ContactFormField, string>,
  /** Example values shown in empty fields. */
  placeholders: {
    name: 'Voor- en achternaam',
    email: 'naam@bedrijf.nl',
    phone: '06 12345678',
    message: 'Waar kunnen we je mee helpen?',
  } satisfies Record<ContactFormField, string>,
  honeypotLabel: 'Laat dit veld leeg',
  submit: 'Verstuur',
  /** One line under the button: what happens with the visitor's data, with a link to the privacy statement. */
  privacyNotice: {
    before: 'We gebruiken je gegevens alleen om je vraag te beantwoorden. Lees meer in onze ',
    link: 'privacyverklaring',
    after: '.',
  },
  /**
   * Shown in place of the fields when the browser runs no JavaScript: the form cannot send then, so
   * the visitor learns it before typing anything, with the phone number and e-mail address between.
   */
  needsJavaScript: {
    before: 'Dit formulier werkt alleen met JavaScript, en dat staat in je browser uit. Bel ons op ',
    between: ' of mail naar ',
    after: '; we reageren binnen één werkdag.',
  },
  sending: 'Verzenden...',
  /**
   * Stays in the form's place once a message is sent (the success toast goes after a few seconds).
   * Not in the spec, which has only the toast: our own words, with the address the answer goes to.
   */
  sent: {
    title: 'Bedankt, je bericht is binnen!',
    body: (email: string) =>
      email === ''
        ? 'We lezen het persoonlijk en reageren binnen één werkdag.'
        : `We lezen het persoonlijk en reageren binnen één werkdag. Ons antwoord gaat naar ${email}.`,
    sendAnother: 'Nog een bericht sturen',
  },
  toasts: {
    missingRequired: '❌ Vul alle verplichte velden in.',
    success: '🎉 Je bericht is succesvol verzonden! We nemen spoedig contact met je op.',
    failure: 'Er is iets misgegaan. Probeer het later opnieuw.',
  },
};

/** Field names as they start a sentence. */
const fieldNames: Record<ContactFormField, string> = {
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  message: 'Je bericht',
};

/** Validation messages; each names its field, so it also makes sense on its own in a toast. */
export const validationText = {
  required: {
    name: 'Vul je naam in.',
    email: 'Vul je e-mailadres in.',
    message: 'Vul je bericht in.',
  },
  tooLong: (field: ContactFormField, maxLength: number) =>
    `${fieldNames[field]} mag maximaal ${maxLength} tekens bevatten.`,
  controlCharacter: (field: ContactFormField) =>
    `${fieldNames[field]} bevat een onzichtbaar stuurteken, waarschijnlijk uit geplakte tekst. Typ dat stuk opnieuw.`,
  invisibleOnly: (field: ContactFormField) =>
    `${fieldNames[field]} bestaat alleen uit onzichtbare tekens. Vul het in met letters of cijfers.`,
  emailShape: 'Vul bij E-mailadres een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
  phoneCharacters: 'Telefoonnummer mag alleen cijfers, spaties en + - ( ) bevatten.',
};
