import { paths } from '@codekade/shared/routes';

/** Texts of /projecten. */
export const projectsPage = {
  title: 'Van idee tot impact',
  description:
    'Van de bakker om de hoek tot een festival aan de kade: een selectie van websites, webshops en landingpages die we voor onze klanten bouwden.',
  sidebarLabel: 'Projectcategorieën',
  showcase: {
    title: 'Projecten in beeld',
    text: 'Liever zien hoe het werkt? Bekijk onze websites en webshops in korte video’s.',
    links: [
      { label: 'Websites in beeld', to: paths.websiteProjects },
      { label: 'Webshops in beeld', to: paths.webshopProjects },
    ],
  },
  /** Added to every external link's accessible name. */
  newTabHint: '(opent in een nieuw tabblad)',
  imageAlt: (projectName: string) => `Homepagina van ${projectName}`,
} as const;
