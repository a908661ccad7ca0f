import { paths } from '@codekade/shared/routes';

export interface Milestone {
  year: string;
  text: string;
}

export interface ApproachStep {
  title: string;
  text: string;
}

export interface AboutCallToAction {
  label: string;
  to: string;
}

/** One chapter of the company story. Optional parts render in this order after the paragraphs. */
export interface AboutSection {
  /** Anchor of the section, so a part of the story can be linked to. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  milestones?: readonly Milestone[];
  steps?: readonly ApproachStep[];
  highlights?: readonly string[];
  closing?: string;
  callToAction?: AboutCallToAction;
}

/** The page's h1; the area's page name in the registry says the same. */
export const aboutTitle = 'Over Ons';

export const aboutIntro =
  'Wij zijn Codekade: een klein webbureau aan de Amsterdamse Houtmankade. We helpen ondernemers groeien met websites, webshops en webapplicaties die gewoon goed werken.';

export const aboutSections: readonly AboutSection[] = [
  {
    id: 'visie',
    title: 'Visie',
    paragraphs: [
      'Wij geloven dat een goede website geen luxe is voor grote bedrijven, maar gereedschap voor iedere ondernemer. De bakker op de hoek, de installateur met drie busjes en de startup met een slim idee verdienen allemaal een online plek die klopt: snel, vindbaar en makkelijk in gebruik.',
      'Technologie is voor ons nooit het doel. We kiezen de oplossing die het probleem van jouw klanten oplost, ook als dat betekent dat we iets eenvoudigers voorstellen dan je had verwacht. Een website die je zelf kunt bijhouden is vaak meer waard dan een website die vooral vakgenoten imponeert.',
    ],
  },
  {
    id: 'onze-reis',
    title: 'Onze Reis',
    paragraphs: [
      'Codekade begon in 2019 aan een keukentafel aan de Houtmankade, met twee ontwikkelaars en een handvol klanten uit de buurt. Onze eerste opdracht was een reserveringssysteem voor een lunchroom die genoeg had van het schrift naast de kassa.',
      'Via mond-tot-mondreclame kwamen er webshops, klantportalen en onderhoudscontracten bij. Inmiddels werken we met vijf vaste collega’s en een klein netwerk van freelancers. Nog steeds zit je aan tafel met de mensen die jouw project ook echt bouwen.',
    ],
    milestones: [
      { year: '2019', text: 'Start aan de keukentafel, met een reserveringssysteem als eerste opdracht.' },
      { year: '2021', text: 'De eerste webshops, en ontwerp en gebruikersonderzoek in eigen huis.' },
      { year: '2023', text: 'Een eigen werkplek aan de kade en een vast team voor onderhoud en support.' },
      { year: '2025', text: 'Vijf vaste collega’s en klanten in heel Nederland.' },
    ],
  },
  {
    id: 'aanpak',
    title: 'Aanpak',
    paragraphs: [
      'We werken in korte, overzichtelijke stappen. Je weet vooraf wat er gaat gebeuren, wat het kost en wanneer je iets te zien krijgt.',
    ],
    steps: [
      {
        title: 'Kennismaken',
        text: 'We luisteren naar je doelen, je klanten en je budget, en zeggen eerlijk als we denken dat iets anders beter past.',
      },
      {
        title: 'Ontwerpen',
        text: 'We schetsen de structuur en het ontwerp, en testen dat met echte gebruikers voordat we gaan bouwen.',
      },
      {
        title: 'Bouwen',
        text: 'In sprints van twee weken, met na elke sprint een werkende versie die je zelf kunt uitproberen.',
      },
      {
        title: 'Lanceren en verbeteren',
        text: 'Na de lancering meten we wat werkt en blijven we beschikbaar voor onderhoud en nieuwe wensen.',
      },
    ],
    closing:
      'Geen dikke offertes vol vaktermen en geen verrassingen achteraf. Verandert er onderweg iets aan de plannen, dan bespreken we eerst met je wat dat betekent voor de planning en de kosten.',
    callToAction: { label: 'Neem contact op voor jouw digitale oplossing!', to: paths.contact },
  },
  {
    id: 'onze-diensten',
    title: 'Onze Diensten',
    paragraphs: [
      'We doen een paar dingen, en die doen we goed. Van een eerste website tot een complete webapplicatie: ontwerp, bouw en onderhoud gebeuren allemaal in eigen huis, dus niets raakt zoek tussen verschillende partijen.',
    ],
    highlights: [
      'Webontwikkeling: maatwerk webapplicaties en koppelingen',
      'Webshops: e-commerce die verkoopt en makkelijk te beheren is',
      'UI/UX design: ontwerpen die getest zijn met echte gebruikers',
      'SEO & performance: beter gevonden worden en snel laden',
      'Onderhoud en support: een veilige website die up-to-date blijft',
    ],
    callToAction: { label: 'Ontdek onze diensten', to: paths.services },
  },
  {
    id: 'toewijding',
    title: 'Toewijding',
    paragraphs: [
      'Als we aan een project beginnen, behandelen we het als ons eigen werk. Dat houdt niet op bij de oplevering: we houden je website in de gaten, reageren binnen één werkdag op vragen en zeggen het eerlijk als iets niet loopt zoals gepland.',
      'We nemen liever minder projecten aan dan dat we er een half afmaken. Zo heb je altijd een vast aanspreekpunt dat jouw project kent, van de eerste schets tot jaren na de lancering.',
    ],
  },
  {
    id: 'betrokkenheid-bij-de-gemeenschap',
    title: 'Betrokkenheid bij de Gemeenschap',
    paragraphs: [
      'We zijn een Amsterdams bedrijf en dat willen we ook in de buurt laten merken. Elk jaar bouwen we zonder rekening een website voor een lokale stichting of een buurtinitiatief, bijvoorbeeld een eenvoudig aanmeldsysteem voor de vrijwilligers van een voedselbank.',
      'Daarnaast geven we gastlessen op mbo-scholen en hebben we elk jaar plek voor stagiairs die het vak willen leren. Wij hebben het vak zelf ook van anderen geleerd; dat geven we graag door.',
    ],
  },
  {
    id: 'neem-contact-op',
    title: 'Neem Contact Op',
    paragraphs: [
      'Heb je een idee, een vraag of een website die wel wat aandacht kan gebruiken? Vertel ons erover. We reageren binnen één werkdag en het eerste gesprek is altijd vrijblijvend.',
      'Je kunt ons bellen, mailen of het contactformulier invullen. Langskomen aan de Houtmankade kan ook; de koffie staat klaar, laat alleen even weten wanneer je komt.',
    ],
    callToAction: { label: 'Contacteer ons', to: paths.contact },
  },
];
