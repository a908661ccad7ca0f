import { paths } from '@codekade/shared/routes';
import designImage from '../assets/services/design.svg';
import seoImage from '../assets/services/seo.svg';
import supportImage from '../assets/services/support.svg';
import webontwikkelingImage from '../assets/services/webontwikkeling.svg';
import webshopsImage from '../assets/services/webshops.svg';
import type { ServiceName } from './service-names';

/** A service as it appears on the overview page. */
export interface Service {
  name: ServiceName;
  title: string;
  description: string;
  /** The short line under the description, e.g. 'Van concept tot implementatie'. */
  extraInfo: string;
  /** URL of the illustration. */
  image: string;
  imageAlt: string;
  /** The detail page, always under the canonical name. */
  path: string;
}

export const servicesIntro =
  'Van eerste idee tot lancering en onderhoud: wij bouwen digitale oplossingen die jouw bedrijf laten groeien.';

export const services: readonly Service[] = [
  {
    name: 'webontwikkeling',
    title: 'Webontwikkeling',
    description: 'Maatwerk webapplicaties, klantportalen en koppelingen die precies doen wat jouw bedrijf nodig heeft.',
    extraInfo: 'Van concept tot implementatie',
    image: webontwikkelingImage,
    imageAlt: 'Browservenster met programmeercode en een tandwiel',
    path: paths.service('webontwikkeling'),
  },
  {
    name: 'webshops',
    title: 'Webshops',
    description: 'Een webshop die verkoopt: vertrouwd betalen, gekoppeld aan je voorraad en je pakketdienst.',
    extraInfo: 'E-commerce oplossingen op maat',
    image: webshopsImage,
    imageAlt: 'Webshop met productkaarten en een boodschappentas',
    path: paths.service('webshops'),
  },
  {
    name: 'design',
    title: 'UI/UX Design',
    description: 'Schermen die logisch aanvoelen, getest met echte gebruikers en klaar om gebouwd te worden.',
    extraInfo: 'User-centered design',
    image: designImage,
    imageAlt: 'Ontwerpschets van een app met kleurstalen en een muisaanwijzer',
    path: paths.service('design'),
  },
  {
    name: 'seo',
    title: 'SEO & Performance',
    description: 'Beter gevonden worden in Google en pagina’s die razendsnel laden, ook op je telefoon.',
    extraInfo: 'Zichtbaarheid verhogen',
    image: seoImage,
    imageAlt: 'Zoekbalk met een vergrootglas boven een stijgende grafiek',
    path: paths.service('seo'),
  },
  {
    name: 'support',
    title: 'Onderhoud en Support',
    description: 'Updates, back-ups, beveiliging en een vast aanspreekpunt als er toch iets misgaat.',
    extraInfo: 'Preventief en correctief',
    image: supportImage,
    imageAlt: 'Schild met een vinkje naast een moersleutel en een hartslaglijn',
    path: paths.service('support'),
  },
];

export function findService(name: ServiceName): Service | undefined {
  return services.find((service) => service.name === name);
}
