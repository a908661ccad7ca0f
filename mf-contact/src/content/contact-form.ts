/** Texts of the contact form: labels, button, toasts and validation messages. The three toasts are fixed texts the site promises visitors; tests read them from here. */
import type { ContactFormField, OptionalContactField, RequiredContactField } from '../lib/contact-fields.mjs';

/** The fields a visitor fills in (declared in src/lib/contact-fields.mjs); `website` is the hidden honeypot only bots fill in. */
export type { ContactFormField };

/** The texts of one declared field. */
interface FieldTexts {
  /** Above the field in the form (an optional field says so). */
  label: string;
  /** The example shown in the empty field. */
  placeholder: string;
  /** The field's name as it starts a sentence of a validation message. */
  named: string;
  /** The field's line in the agency's notification e-mail. */
  mailLabel: string;
}

/** Every declared field's texts; a required field also says what to do when it is left empty. */
type ContactFieldTexts = { [K in RequiredContactField]: FieldTexts & { missing: string } } & {
  [K in OptionalContactField]: FieldTexts;
};

/** The texts of each field of the contact form, in the declaration's order. */
export const contactFieldTexts = {
  name: {
    label: 'Naam',
    placeholder: 'Voor- en achternaam',
    named: 'Naam',
    mailLabel: 'Naam',
    missing: 'Vul je naam in.',
  },
  email: {
    label: 'E-mailadres',
    placeholder: 'naam@bedrijf.nl',
    named: 'E-mailadres',
    mailLabel: 'E-mail',
    missing: 'Vul je e-mailadres in.',
  },
  phone: {
    label: 'Telefoonnummer (optioneel)',
    placeholder: '06 12345678',
    named: 'Telefoonnummer',
    mailLabel: 'Telefoon',
  },
  message: {
    label: 'Je bericht',
    placeholder: 'Waar kunnen we je mee helpen?',
    named: 'Je bericht',
    mailLabel: 'Bericht',
    missing: 'Vul je bericht in.',
  },
} satisfies ContactFieldTexts;

const fieldTexts: Record<ContactFormField, FieldTexts> = contactFieldTexts;

/** One text of every field, by field. */
const eachField = <T>(text: (texts: FieldTexts) => T) =>
  Object.fromEntries(Object.entries(fieldTexts).map(([field, texts]) => [field, text(texts)])) as Record<
    ContactFormField,
    T
  >;

/** What to do about each required field left empty. */
const missingTexts = Object.fromEntries(
  Object.entries(contactFieldTexts).flatMap(([field, texts]) => ('missing' in texts ? [[field, texts.missing]] : [])),
) as Record<RequiredContactField, string>;

export const contactFormText = {
  heading: 'Neem contact met ons op',
  intro: 'Vertel ons waar je mee bezig bent. Velden zonder “(optioneel)” zijn verplicht.',
  labels: eachField((texts) => texts.label),
  /** Example values shown in empty fields. */
  placeholders: eachField((texts) => texts.placeholder),
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
const fieldNames = eachField((texts) => texts.named);

/** Each field's line in the agency's notification e-mail ("Naam:", "Telefoon:"). */
export const mailLabels = eachField((texts) => texts.mailLabel);

/** Validation messages; each names its field, so it also makes sense on its own in a toast. */
export const validationText = {
  required: missingTexts,
  tooLong: (field: ContactFormField, maxLength: number) =>
    `${fieldNames[field]} mag maximaal ${maxLength} tekens bevatten.`,
  controlCharacter: (field: ContactFormField) =>
    `${fieldNames[field]} bevat een onzichtbaar stuurteken, waarschijnlijk uit geplakte tekst. Typ dat stuk opnieuw.`,
  invisibleOnly: (field: ContactFormField) =>
    `${fieldNames[field]} bestaat alleen uit onzichtbare tekens. Vul het in met letters of cijfers.`,
  emailShape: 'Vul bij E-mailadres een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
  phoneCharacters: 'Telefoonnummer mag alleen cijfers, spaties en + - ( ) bevatten.',
};
