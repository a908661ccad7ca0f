/**
 * The portfolio: every client project, in one list the agency edits. Each project appears in its
 * section on /projecten (its card leads to the project's own page where it has one, else to the
 * client's site); projects with a `showcase` also appear in the video grids (/projecten/websites,
 * /projecten/webshops) with a detail page of their own, which links on to the client's site.
 * Client sites are fictional and live on the reserved `.example` domain.
 */
import { clips, type Still, stills, type VideoSources } from './project-media';
import type { ProjectSectionId } from './project-sections';

export interface ShowcaseClip {
  /** What the clip shows; caption on the detail page and part of the video's accessible name. */
  caption: string;
  sources: VideoSources;
  /**
   * `phone`: the phone stands in the middle of its 16:10 clip; a project page shows only that middle,
   * in a 4:5 frame, so the phone fills it instead of a third of a wide frame.
   */
  frame: 'wide' | 'phone';
}

export interface Showcase {
  /** What we built, as short points on the detail page. */
  highlights: string[];
  /** The first clip is the one on the grid card. */
  clips: [ShowcaseClip, ...ShowcaseClip[]];
}

export interface Project {
  /** Unique over all projects; also the id in the detail page path. */
  id: number;
  name: string;
  section: ProjectSectionId;
  /** The client's live site, opened in a new tab. */
  url: string;
  description: string;
  /** The month the project went live, `YYYY-MM`: the home page's recent work shows the newest. */
  completed: `${number}-${number}`;
  /** Card image: the client's homepage. */
  image: Still;
  showcase?: Showcase;
}

const desktopClip = (sources: VideoSources): ShowcaseClip => ({ caption: 'Desktopweergave', sources, frame: 'wide' });
const mobileClip = (sources: VideoSources): ShowcaseClip => ({ caption: 'Mobiele weergave', sources, frame: 'phone' });

export const projects: readonly Project[] = [
  {
    id: 1,
    name: 'Bakkerij De Korenbloem',
    section: 'websites',
    url: 'https://bakkerij-korenbloem.example/',
    description: 'Een warme, ambachtelijke website met het dagverse assortiment en bestellen voor afhalen.',
    completed: '2024-03',
    image: stills.korenbloem,
    showcase: {
      highlights: [
        'Dagassortiment dat de bakker elke ochtend zelf bijwerkt',
        'Online bestellen en betalen, ophalen vanaf 7.00 uur',
        'Snel op elke telefoon, ook in de rij voor de toonbank',
      ],
      clips: [desktopClip(clips.korenbloem.desktop), mobileClip(clips.korenbloem.mobile)],
    },
  },
  {
    id: 3,
    name: 'Fysiotherapie Oostpark',
    section: 'websites',
    url: 'https://fysio-oostpark.example/',
    description: 'Een rustige praktijkwebsite waar patiënten zelf een afspraak plannen en oefeningen terugvinden.',
    completed: '2025-01',
    image: stills.fysioOostpark,
    showcase: {
      highlights: [
        'Online afspraken plannen, gekoppeld aan de praktijkagenda',
        'Oefenvideo’s in een persoonlijke omgeving',
        'Heldere uitleg per behandeling, goed vindbaar in Google',
      ],
      clips: [desktopClip(clips.fysioOostpark.desktop), mobileClip(clips.fysioOostpark.mobile)],
    },
  },
  {
    id: 6,
    name: 'Lijn & Licht Architecten',
    section: 'websites',
    url: 'https://lijnenlicht.example/',
    description: 'Een strak portfolio dat de projecten van het bureau groot en beeldvullend laat spreken.',
    completed: '2024-09',
    image: stills.lijnEnLicht,
  },
  {
    id: 2,
    name: 'Bonenbaas Koffiebranderij',
    section: 'webstores',
    url: 'https://bonenbaas.example/',
    description: 'Een webshop voor versgebrande bonen met abonnementen, maalgraadkeuze en een snelle checkout.',
    completed: '2024-06',
    image: stills.bonenbaas,
    showcase: {
      highlights: [
        'Koffieabonnementen die klanten zelf pauzeren of aanpassen',
        'Maalgraad kiezen per bestelling',
        'Een checkout in twee stappen met iDEAL',
      ],
      clips: [desktopClip(clips.bonenbaas.desktop), mobileClip(clips.bonenbaas.mobile)],
    },
  },
  {
    id: 4,
    name: 'Fietsenmakerij Spaak',
    section: 'webstores',
    url: 'https://spaak-fietsen.example/',
    description: 'Onderdelen en accessoires online, met voorraad per winkel en een werkplaatsplanner.',
    completed: '2024-11',
    image: stills.spaak,
    showcase: {
      highlights: [
        'Voorraad per winkel, live uit het kassasysteem',
        'Ophalen in de winkel of laten bezorgen',
        'Onderhoud online inplannen in de werkplaats',
      ],
      clips: [desktopClip(clips.spaak.desktop), mobileClip(clips.spaak.mobile)],
    },
  },
  {
    id: 5,
    name: 'Groenhuis Planten',
    section: 'webstores',
    url: 'https://groenhuis-planten.example/',
    description: 'Een plantenwebshop met verzorgingstips per plant en bezorging in heel Nederland.',
    completed: '2025-04',
    image: stills.groenhuis,
    showcase: {
      highlights: [
        'Een plantenpaspoort met water, licht en voeding per plant',
        'Keuzehulp: welke plant past bij jouw kamer?',
        'Bezorgmomenten kiezen in de checkout',
      ],
      clips: [desktopClip(clips.groenhuis.desktop), mobileClip(clips.groenhuis.mobile)],
    },
  },
  {
    id: 7,
    name: 'Bol & Breisel',
    section: 'webstores',
    url: 'https://bolenbreisel.example/',
    description: 'Een wolwinkel online met kleurstalen, breipatronen en een actieve klantenclub.',
    completed: '2023-10',
    image: stills.bolEnBreisel,
  },
  {
    id: 8,
    name: 'Havenklanken Festival',
    section: 'landingpages',
    url: 'https://havenklanken.example/',
    description: 'Een landingspagina voor de kaartverkoop, met line-up, aftelklok en één duidelijke call-to-action.',
    completed: '2025-05',
    image: stills.havenklanken,
  },
];
