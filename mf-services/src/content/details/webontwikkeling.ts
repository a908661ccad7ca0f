import { type ServiceDetail, serviceCardPath } from '../service-detail';

const cardPath = (anchor: string) => serviceCardPath('webontwikkeling', anchor);

export const webontwikkeling: ServiceDetail = {
  name: 'webontwikkeling',
  description:
    'Webontwikkeling door Codekade: maatwerk webapplicaties, databases, API’s, progressive web apps en cloudintegratie, van concept tot implementatie.',
  picture: new URL('../../assets/services/webontwikkeling.svg', import.meta.url).href,
  heroLead: 'Van concept tot implementatie: software op maat die met je bedrijf meegroeit.',
  intro: {
    title: 'Software die past bij hoe jij werkt',
    paragraphs: [
      'Standaardpakketten dwingen je vaak om je werkwijze aan te passen aan de software. Wij draaien dat om. We beginnen met een gesprek over je processen en bouwen daarna een webapplicatie die het handwerk uit je dag haalt.',
      'We werken in korte stappen van twee weken en laten na elke stap werkende software zien. Zo stuur je bij voordat er iets vastligt en weet je altijd waar je budget naartoe gaat.',
    ],
  },
  cardsTitle: 'Wat we bouwen',
  cards: [
    {
      title: 'Maatwerk webapplicaties',
      description:
        'Klantportalen, planningstools en interne systemen, gebouwd rond jouw werkwijze in plaats van andersom.',
      icon: 'code',
      features: [
        'Analyse van je bedrijfsprocessen',
        'Gebruikersrollen en rechten',
        'Schaalbare architectuur',
        'Gedocumenteerde, overdraagbare code',
      ],
      path: cardPath('maatwerk-webapplicaties'),
    },
    {
      title: 'Databasebeheer',
      description:
        'Een datamodel dat klopt, zodat je gegevens betrouwbaar, snel opvraagbaar en veilig opgeslagen zijn.',
      icon: 'database',
      features: [
        'Ontwerp van het datamodel',
        'Migraties zonder dataverlies',
        'Automatische back-ups',
        'Snellere zoekopdrachten',
      ],
      path: cardPath('databasebeheer'),
    },
    {
      title: 'API-ontwikkeling',
      description:
        'Koppelingen tussen je website, boekhouding, CRM en andere systemen, zodat niemand gegevens meer hoeft over te typen.',
      icon: 'plug',
      features: [
        'REST- en GraphQL-API’s',
        'Koppelingen met bestaande software',
        'Veilige toegang per gebruiker of systeem',
        'Heldere documentatie voor andere ontwikkelaars',
      ],
      path: cardPath('api-ontwikkeling'),
    },
    {
      title: 'Progressive web apps',
      description:
        'Een webapp die zich gedraagt als een app: op het beginscherm, snel en ook bruikbaar met een slechte verbinding.',
      icon: 'smartphone',
      features: [
        'Installeerbaar op telefoon en computer',
        'Offline bruikbaar',
        'Pushmeldingen',
        'Eén codebasis voor alle apparaten',
      ],
      path: cardPath('progressive-web-apps'),
    },
    {
      title: 'Cloudintegratie',
      description:
        'Hosting en diensten in de cloud die meeschalen met je bezoekers, zonder dat je zelf servers hoeft te beheren.',
      icon: 'cloud',
      features: [
        'Hosting op Europese servers',
        'Automatische uitrol van updates',
        'Meeschalen bij drukte',
        'Monitoring en logboeken',
      ],
      path: cardPath('cloudintegratie'),
    },
  ],
  callToAction: {
    title: 'Heb je een idee voor een webapplicatie?',
    text: 'Vertel ons wat je wilt bereiken. We denken vrijblijvend mee en geven je binnen een week een eerlijke inschatting van tijd en kosten.',
  },
};
