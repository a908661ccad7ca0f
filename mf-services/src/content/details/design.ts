import { type ServiceDetail, serviceCardPath } from '../service-detail';

const cardPath = (anchor: string) => serviceCardPath('design', anchor);

export const design: ServiceDetail = {
  name: 'design',
  description:
    'UI/UX design door Codekade: interface design, experience design, app-ontwerp, design systems en datagedreven design, tot en met de front-end.',
  picture: new URL('../../assets/services/design.svg', import.meta.url).href,
  heroLead: 'User-centered design: ontwerpen die logisch aanvoelen, omdat ze getest zijn met echte gebruikers.',
  intro: {
    title: 'Ontwerpen vanuit je gebruikers',
    paragraphs: [
      'Een ontwerp is pas goed als je bezoekers zonder nadenken vinden wat ze zoeken. Daarom beginnen we niet met kleuren en lettertypes, maar met de vraag wie je gebruikers zijn en wat ze willen bereiken.',
      'We schetsen, maken klikbare prototypes en testen die met mensen uit je doelgroep voordat er een regel code wordt geschreven. Dat voorkomt dure aanpassingen achteraf.',
    ],
  },
  cardsTitle: 'Zo ontwerpen we',
  cards: [
    {
      title: 'Interface design',
      description: 'Heldere schermen met een duidelijke rangorde, vaste bouwstenen en een stijl die bij je merk past.',
      icon: 'layout',
      features: [
        'Visueel ontwerp in Figma',
        'Kleuren met voldoende contrast',
        'Ontwerpen voor elk schermformaat',
        'Oplevering met alle maten en specificaties',
      ],
      path: cardPath('interface-design'),
    },
    {
      title: 'Experience design',
      description: 'We brengen de klantreis in kaart en halen de drempels weg waarop bezoekers afhaken.',
      icon: 'compass',
      features: [
        'Interviews met gebruikers',
        'Customer journey in kaart',
        'Wireframes en klikbare prototypes',
        'Gebruikerstests met je doelgroep',
      ],
      path: cardPath('experience-design'),
    },
    {
      title: 'Mobiel app-ontwerp',
      description: 'Ontwerpen voor iOS en Android die aansluiten bij wat mensen van hun telefoon gewend zijn.',
      icon: 'tablet',
      features: [
        'Volgens de richtlijnen van iOS en Android',
        'Navigatie die met één hand werkt',
        'Een introductie die niet in de weg zit',
        'Prototypes om op je eigen telefoon te proberen',
      ],
      path: cardPath('mobiel-app-ontwerp'),
    },
    {
      title: 'Design systems',
      description:
        'Een bibliotheek van herbruikbare componenten en afspraken, zodat je product consistent blijft terwijl het groeit.',
      icon: 'grid',
      features: [
        'Componentenbibliotheek',
        'Kleuren, typografie en witruimte als vaste waarden',
        'Documentatie voor ontwerpers en ontwikkelaars',
        'Sneller nieuwe pagina’s bouwen',
      ],
      path: cardPath('design-systems'),
    },
    {
      title: 'Datagedreven design',
      description:
        'Met statistieken, heatmaps en tests meten we wat werkt. Zo rusten ontwerpkeuzes op gedrag in plaats van op smaak.',
      icon: 'chart',
      features: [
        'Analyse van bezoekersgedrag',
        'Heatmaps en sessie-opnames',
        'A/B-tests van ontwerpvarianten',
        'Rapport met concrete verbeterpunten',
      ],
      path: cardPath('datagedreven-design'),
    },
    {
      title: 'Front-end implementatie',
      description:
        'We bouwen het ontwerp zelf, nauwkeurig en toegankelijk, zodat er tussen ontwerp en website niets verloren gaat.',
      icon: 'code',
      features: [
        'HTML, CSS en React',
        'Toegankelijk volgens WCAG',
        'Rustige, functionele animaties',
        'Snelle laadtijden',
      ],
      path: cardPath('front-end-implementatie'),
    },
  ],
  callToAction: {
    title: 'Benieuwd hoe gebruikers jouw site ervaren?',
    text: 'Plan een kennismaking. We kijken samen naar je huidige site of je idee en vertellen je eerlijk waar de meeste winst zit.',
  },
};
