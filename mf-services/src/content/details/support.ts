import { type ServiceDetail, serviceCardPath } from '../service-detail';

const cardPath = (anchor: string) => serviceCardPath('support', anchor);

export const support: ServiceDetail = {
  name: 'support',
  description:
    'Onderhoud en support door Codekade: websiteonderhoud, beveiligingsmonitoring, performance-optimalisatie, technische support en rapportage.',
  picture: new URL('../../assets/services/support.svg', import.meta.url).href,
  heroLead: 'Preventief en correctief: wij houden je website veilig, snel en up-to-date.',
  intro: {
    title: 'Zorgeloos online',
    paragraphs: [
      'Een website is nooit helemaal af. Software krijgt updates, browsers veranderen en af en toe duikt er een beveiligingslek op. Met preventief onderhoud voorkomen we de meeste problemen voordat jij of je bezoekers er iets van merken.',
      'Gaat er toch iets mis, dan heb je één vast aanspreekpunt dat je website kent. Geen callcenter en geen ticketnummer, maar een ontwikkelaar die meteen weet waar hij moet kijken.',
    ],
  },
  cardsTitle: 'Wat ons onderhoud inhoudt',
  cards: [
    {
      title: 'Websiteonderhoud',
      description:
        'Regelmatige updates van je CMS, plug-ins en software, eerst getest op een testomgeving en pas daarna live.',
      icon: 'wrench',
      features: [
        'Maandelijkse updates',
        'Eerst getest, dan live',
        'Dagelijkse back-ups',
        'Kleine tekstwijzigingen inbegrepen',
      ],
      path: cardPath('websiteonderhoud'),
    },
    {
      title: 'Beveiligingsmonitoring',
      description: 'We houden je website in de gaten op verdachte activiteit en dichten lekken zodra ze bekend worden.',
      icon: 'shield',
      features: [
        'Scans op malware en kwetsbaarheden',
        'Altijd een geldig SSL-certificaat',
        'Firewall en beveiligde inlog',
        'Snel herstel na een incident',
      ],
      path: cardPath('beveiligingsmonitoring'),
    },
    {
      title: 'Performance-optimalisatie',
      description: 'Een site die na een jaar nog net zo snel is als op de dag van de lancering.',
      icon: 'gauge',
      features: [
        'Periodieke snelheidsmetingen',
        'Lichtere afbeeldingen en code',
        'Caching en CDN',
        'Een opgeschoonde database',
      ],
      path: cardPath('performance-optimalisatie'),
    },
    {
      title: 'Technische support',
      description: 'Een vraag of een storing? Je belt of mailt direct met een ontwikkelaar die jouw website kent.',
      icon: 'headset',
      features: [
        'Vast aanspreekpunt',
        'Reactie binnen één werkdag',
        'Spoedhulp bij storingen',
        'Uitleg zonder vakjargon',
      ],
      path: cardPath('technische-support'),
    },
    {
      title: 'Monitoring en rapportage',
      description: 'We bewaken je website dag en nacht en sturen je elke maand een helder overzicht.',
      icon: 'activity',
      features: [
        'Bereikbaarheid 24/7 bewaakt',
        'Direct alarm bij een storing',
        'Maandrapport met updates en metingen',
        'Advies voor verbeteringen',
      ],
      path: cardPath('monitoring-en-rapportage'),
    },
  ],
  callToAction: {
    title: 'Je website in goede handen?',
    text: 'Vertel ons welke website je hebt en wat je belangrijk vindt. We stellen een onderhoudsplan voor dat past bij je site en je budget.',
  },
};
