import { type ServiceDetail, serviceCardPath } from '../service-detail';

const cardPath = (anchor: string) => serviceCardPath('seo', anchor);

export const seo: ServiceDetail = {
  name: 'seo',
  description:
    'SEO en performance door Codekade: technische SEO, on-page en off-page optimalisatie, strategie, content en lokale vindbaarheid.',
  picture: new URL('../../assets/services/seo.svg', import.meta.url).href,
  heroLead: 'Zichtbaarheid verhogen: beter gevonden worden, met een website die razendsnel laadt.',
  intro: {
    title: 'Gevonden worden door de juiste mensen',
    paragraphs: [
      'Een mooie website levert weinig op als niemand hem vindt. Met zoekmachineoptimalisatie zorgen we dat je verschijnt op het moment dat iemand zoekt naar wat jij aanbiedt, niet alleen als iemand je bedrijfsnaam al kent.',
      'Snelheid hoort daarbij: Google weegt de laadtijd mee en bezoekers haken af als een pagina traag is. We meten eerst, verbeteren daarna en laten je elke maand zien wat het oplevert. Een eerste plek in Google beloven we niet; een aanpak die je kunt volgen wel.',
    ],
  },
  cardsTitle: 'Onze SEO-diensten',
  cards: [
    {
      title: 'Technische SEO',
      description:
        'We zorgen dat zoekmachines je site goed kunnen lezen: een heldere structuur, snelle pagina’s en geen doodlopende links.',
      icon: 'gear',
      features: [
        'Core Web Vitals verbeteren',
        'Sitemap en robots.txt op orde',
        'Gestructureerde gegevens',
        'Kapotte links en omleidingen herstellen',
      ],
      path: cardPath('technische-seo'),
    },
    {
      title: 'On-page SEO',
      description: 'Titels, koppen, teksten en afbeeldingen die aansluiten bij waar je klanten echt naar zoeken.',
      icon: 'document',
      features: [
        'Zoekwoordonderzoek',
        'Paginatitels en metabeschrijvingen',
        'Logische kopstructuur',
        'Slimme interne links',
      ],
      path: cardPath('on-page-seo'),
    },
    {
      title: 'Off-page SEO',
      description:
        'Vertrouwen opbouwen buiten je eigen site, met vermeldingen en verwijzingen van websites die ertoe doen.',
      icon: 'link',
      features: [
        'Linkbuilding zonder trucjes',
        'Vermeldingen in branchegidsen',
        'Analyse van je huidige verwijzingen',
        'Samenwerking met partners en lokale media',
      ],
      path: cardPath('off-page-seo'),
    },
    {
      title: 'Strategie en analyse',
      description: 'Een plan op basis van cijfers: waar sta je nu, wat doen je concurrenten en waar liggen de kansen?',
      icon: 'trendingUp',
      features: [
        'SEO-scan van je huidige site',
        'Analyse van je concurrenten',
        'Meetbare doelen',
        'Maandelijkse rapportage in gewone taal',
      ],
      path: cardPath('strategie-en-analyse'),
    },
    {
      title: 'Content',
      description: 'Teksten die je bezoekers verder helpen en laten zien dat je weet waar je het over hebt.',
      icon: 'pen',
      features: [
        'Contentplan per onderwerp',
        'Blogs en kennisartikelen',
        'Bestaande teksten vernieuwen',
        'Geschreven voor mensen, niet voor robots',
      ],
      path: cardPath('content'),
    },
    {
      title: 'Lokale SEO',
      description: 'Gevonden worden door klanten in de buurt, in Google Maps en in de lokale zoekresultaten.',
      icon: 'mapPin',
      features: [
        'Google Bedrijfsprofiel ingericht',
        'Overal dezelfde adresgegevens',
        'Reviews verzamelen en beantwoorden',
        'Pagina’s per vestiging of regio',
      ],
      path: cardPath('lokale-seo'),
    },
  ],
  callToAction: {
    title: 'Wil je weten hoe vindbaar je nu bent?',
    text: 'We doen een korte scan van je website en laten zien waar je het snelst winst boekt. Vrijblijvend en in begrijpelijke taal.',
  },
};
