import { paths } from '@codekade/shared/routes';

/**
 * What every page of the area knows of a service without its page's text: its name, and its card's
 * text on the overview (/diensten). The page's own text and picture are in details/<name>.ts and load
 * for that page alone; the overview's pictures load for the overview (service-detail-loads.ts).
 */
interface ServiceSummary {
  /** Page name in the document title, the hero heading and the overview's card. */
  title: string;
  description: string;
  /** The short line under the description, e.g. 'Van concept tot implementatie'. */
  extraInfo: string;
  /** What the illustration shows (the picture itself loads with the page that shows it: service-pictures.ts). */
  imageAlt: string;
}

/**
 * Every service the area offers, in the overview's order, each with its page at /diensten/<key>
 * (text in details/<key>.ts). A service added here is routed, prerendered, in the sitemap and in the
 * tests' and bench's routes with no other edit than its details file and its line in
 * service-detail-loads.ts (which the type checker asks for).
 */
const serviceSummaries = {
  webontwikkeling: {
    title: 'Webontwikkeling',
    description: 'Maatwerk webapplicaties, klantportalen en koppelingen die precies doen wat jouw bedrijf nodig heeft.',
    extraInfo: 'Van concept tot implementatie',
    imageAlt: 'Browservenster met programmeercode en een tandwiel',
  },
  webshops: {
    title: 'Webshops',
    description: 'Een webshop die verkoopt: vertrouwd betalen, gekoppeld aan je voorraad en je pakketdienst.',
    extraInfo: 'E-commerce oplossingen op maat',
    imageAlt: 'Webshop met productkaarten en een boodschappentas',
  },
  design: {
    title: 'UI/UX Design',
    description: 'Schermen die logisch aanvoelen, getest met echte gebruikers en klaar om gebouwd te worden.',
    extraInfo: 'User-centered design',
    imageAlt: 'Ontwerpschets van een app met kleurstalen en een muisaanwijzer',
  },
  seo: {
    title: 'SEO & Performance',
    description: 'Beter gevonden worden in Google en pagina’s die razendsnel laden, ook op je telefoon.',
    extraInfo: 'Zichtbaarheid verhogen',
    imageAlt: 'Zoekbalk met een vergrootglas boven een stijgende grafiek',
  },
  support: {
    title: 'Onderhoud en Support',
    description: 'Updates, back-ups, beveiliging en een vast aanspreekpunt als er toch iets misgaat.',
    extraInfo: 'Preventief en correctief',
    imageAlt: 'Schild met een vinkje naast een moersleutel en een hartslaglijn',
  },
} satisfies Record<string, ServiceSummary>;

/** The canonical service names: the `:serviceName` segment of every service detail URL. */
export type ServiceName = keyof typeof serviceSummaries;

/** A service as the overview shows it. */
export interface Service extends ServiceSummary {
  name: ServiceName;
  /** The detail page, always under the canonical name. */
  path: string;
}

export const servicesIntro =
  'Van eerste idee tot lancering en onderhoud: wij bouwen digitale oplossingen die jouw bedrijf laten groeien.';

/** The overview's cards, one per service, in the overview's order. */
export const services: readonly Service[] = Object.entries(serviceSummaries).map(([name, summary]) => ({
  name: name as ServiceName,
  ...summary,
  path: paths.service(name),
}));

/** The service of a URL segment, or undefined when no service has that name. */
export function findService(name: string): Service | undefined {
  return services.find((service) => service.name === name);
}
