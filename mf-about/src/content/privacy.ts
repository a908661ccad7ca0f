/**
 * The privacy statement (AVG art. 13, as the Autoriteit Persoonsgegevens lists it): who we are,
 * which data, purpose and legal basis, recipients and processors, transfers outside the EU, how
 * long, the visitor's rights, the right to complain, cookies and browser storage, and the site's own
 * cookie-less measurements (Telecommunicatiewet art. 11.7a lid 3: no consent, but the visitor is
 * told). The company details come from the site config and each retention period from the one
 * constant the code that keeps the data reads too.
 */
import { CONTACT_MESSAGE_RETENTION_MONTHS } from '@codekade/shared/contact-retention';
import { MEASUREMENT_RETENTION_DAYS } from '@codekade/shared/measurements';
import { siteConfig } from '@codekade/shared/site-config';
import type { AboutSection } from './about';

const { address } = siteConfig;
const companyLine = `${siteConfig.legalName}, ${address.street}, ${address.postalCode} ${address.city}`;
const retention = `${CONTACT_MESSAGE_RETENTION_MONTHS} maanden`;

export const privacyTitle = 'Privacyverklaring';

export const privacyDescription =
  'Wat Codekade doet met je naam, e-mailadres, telefoonnummer en bericht als je het contactformulier gebruikt, wat de website zonder cookies meet, hoe lang we dat bewaren en welke rechten je hebt.';

export const privacyIntro = `Als je ons een bericht stuurt, vertrouw je ons je gegevens toe. Hier lees je in gewone taal wat we daarmee doen. Laatst bijgewerkt op 24 november 2026.`;

export const privacySections: readonly AboutSection[] = [
  {
    id: 'wie-wij-zijn',
    title: 'Wie wij zijn',
    paragraphs: [
      `${companyLine} is verantwoordelijk voor de verwerking van je gegevens. Vragen over privacy stel je via ${siteConfig.email} of telefonisch op ${siteConfig.phone.display}.`,
    ],
    highlights: [`KvK-nummer: ${siteConfig.kvkNumber}`, `Btw-identificatienummer: ${siteConfig.vatNumber}`],
  },
  {
    id: 'welke-gegevens',
    title: 'Welke gegevens',
    paragraphs: [
      'Via het contactformulier ontvangen we wat je zelf invult en het moment waarop je het verstuurt. Je telefoonnummer is optioneel. Zet in je bericht liever geen gevoelige gegevens, zoals over je gezondheid.',
      'Zoals bij elke website verwerkt onze hostingpartij bij een bezoek technische gegevens, zoals je IP-adres, om de pagina’s te kunnen leveren en misbruik te weren.',
    ],
    highlights: ['Naam', 'E-mailadres', 'Telefoonnummer (optioneel)', 'Je bericht en het moment van verzenden'],
  },
  {
    id: 'doel-en-grondslag',
    title: 'Waarom en op welke grondslag',
    paragraphs: [
      'We gebruiken je gegevens alleen om je vraag te beantwoorden en, als je dat wilt, een offerte of samenwerking voor te bereiden. Daarvoor sturen we je bericht als e-mail door naar onze eigen mailbox.',
      'De grondslag is ons gerechtvaardigd belang om vragen van (toekomstige) klanten te beantwoorden (AVG artikel 6 lid 1 onder f). Vraag je om een offerte, dan verwerken we je gegevens om op jouw verzoek een overeenkomst voor te bereiden (artikel 6 lid 1 onder b). We gebruiken je gegevens niet voor nieuwsbrieven of reclame en verkopen ze aan niemand.',
    ],
  },
  {
    id: 'ontvangers',
    title: 'Wie je gegevens ontvangen',
    paragraphs: [
      'Alleen onze medewerkers die je vraag beantwoorden lezen je bericht. Daarnaast werken we met verwerkers die je gegevens alleen in onze opdracht verwerken, onder een verwerkersovereenkomst:',
    ],
    highlights: [
      'Google Cloud / Firebase (Google Ireland Limited): hosting van de website en opslag van je bericht in een database in de regio europe-west4 (Nederland); daar draait ook de functie die je bericht als e-mail doorstuurt.',
      'Onze e-mailprovider: verzorgt de e-mail met je bericht naar onze mailbox en bewaart die mailbox.',
    ],
  },
  {
    id: 'buiten-de-eu',
    title: 'Gegevens buiten de EU',
    paragraphs: [
      'Je bericht wordt opgeslagen in Nederland. Google is een Amerikaans bedrijf en kan voor beheer en beveiliging toegang hebben vanuit de Verenigde Staten. Google LLC is gecertificeerd onder het EU-VS Data Privacy Framework, waarvoor de Europese Commissie een adequaatheidsbesluit heeft genomen; daarnaast gelden de standaardcontractbepalingen van de Europese Commissie.',
    ],
  },
  {
    id: 'bewaartermijn',
    title: 'Hoe lang we je gegevens bewaren',
    paragraphs: [
      `We bewaren je bericht ${retention} na ontvangst. Daarna verwijdert de database het automatisch. De e-mail met je bericht in onze mailbox verwijderen we binnen dezelfde termijn. Wordt je vraag een opdracht, dan bewaren we wat nodig is voor die opdracht en onze administratie zo lang de wet dat vraagt.`,
    ],
  },
  {
    id: 'jouw-rechten',
    title: 'Jouw rechten',
    paragraphs: [
      `Je mag ons vragen welke gegevens we van je hebben, en die laten verbeteren, verwijderen of overdragen. Je kunt ook bezwaar maken tegen het gebruik of vragen het te beperken. Stuur je verzoek naar ${siteConfig.email}; we antwoorden binnen een maand. Om te voorkomen dat iemand anders jouw gegevens opvraagt, antwoorden we op het e-mailadres waarmee je ons schreef.`,
    ],
    highlights: ['Inzage', 'Correctie', 'Verwijdering', 'Beperking', 'Bezwaar', 'Overdraagbaarheid'],
  },
  {
    id: 'klacht',
    title: 'Een klacht indienen',
    paragraphs: [
      'Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten. Je hebt altijd het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens, de toezichthouder in Nederland (autoriteitpersoonsgegevens.nl).',
    ],
  },
  {
    id: 'cookies-en-opslag',
    title: 'Cookies en opslag in je browser',
    paragraphs: [
      'Deze website plaatst geen cookies, gebruikt geen advertentiediensten of analysediensten van derden en laadt geen lettertypen of andere bestanden van derden. Zolang je het contactformulier niet gebruikt, slaan we niets op in je browser.',
      'Pas als je op de contactpagina het formulier aanklikt, laadt de site de code van Firebase om je bericht te kunnen versturen. Firebase kan daarbij technische gegevens in je browser opslaan die nodig zijn om het bericht te versturen. Als we Firebase App Check inschakelen om spam te weren, controleert die op dat moment via Google reCAPTCHA of het bericht van een echte browser komt.',
    ],
  },
  {
    id: 'metingen',
    title: 'Wat de website meet',
    paragraphs: [
      'Om te zien of de website goed werkt, meet elke pagina een paar dingen en stuurt die naar onze eigen server. We meten dat per deel van de site (zoals de homepage of de contactpagina) en per versie van dat deel. Zo merken we snel als een nieuwe versie slechter werkt, en zetten we dan de vorige terug.',
      'Daarvoor plaatsen we geen cookie en slaan we niets op in je browser. We gebruiken geen nummer of ander kenmerk dat jou of je apparaat herkent, en we bewaren je IP-adres, je browser- en apparaatgegevens en het adres van de pagina niet. We bewaren alleen totalen: per minuut, per deel van de site en per versie hoeveel pagina’s er bekeken zijn, hoeveel fouten er waren en hoe de laad- en reactietijden verdeeld waren. Uit die totalen is niet af te leiden wie je bent of wat jij op de site deed.',
      `De totalen bewaren we ${MEASUREMENT_RETENTION_DAYS} dagen; daarna verwijdert de database ze automatisch. Ze staan in dezelfde database bij Google Cloud / Firebase als hierboven, en niemand anders krijgt ze.`,
      'Dit zijn analytische metingen met weinig of geen gevolgen voor je privacy. Daarvoor hoeven we je volgens de wet geen toestemming te vragen, maar we moeten je er wel over informeren (Telecommunicatiewet, artikel 11.7a lid 3). Voor zover het om persoonsgegevens gaat, is de grondslag ons gerechtvaardigd belang bij een website die goed werkt (AVG artikel 6 lid 1 onder f).',
    ],
    highlights: [
      'Dat een pagina bekeken is',
      'Hoe snel de belangrijkste inhoud verscheen (LCP)',
      'Hoe snel de pagina reageerde op een klik of toets (INP)',
      'Hoeveel de inhoud verschoof tijdens het laden (CLS)',
      'Of een deel van de pagina niet laadde of een fout gaf, en of het daarna alsnog lukte',
    ],
  },
];
