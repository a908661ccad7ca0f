/** The sections of /projecten, by anchor id (the webshops section keeps its historic anchor). */
export type ProjectSectionId = 'websites' | 'webstores' | 'landingpages';

export interface ProjectSection {
  /** Anchor id on /projecten. */
  id: ProjectSectionId;
  title: string;
  intro: string;
  /** Label of the section's button in the sidebar. */
  sidebarLabel: string;
}

/** The sections of /projecten, top to bottom; the sidebar follows the same order. */
export const projectSections: readonly ProjectSection[] = [
  {
    id: 'websites',
    title: 'Websites',
    intro: 'Snelle, goed vindbare websites die het verhaal van onze klanten vertellen.',
    sidebarLabel: 'Websites',
  },
  {
    id: 'webstores',
    title: 'Webshops',
    intro: 'Webshops die verkopen: van productpagina tot een checkout zonder drempels.',
    sidebarLabel: 'Webshops',
  },
  {
    id: 'landingpages',
    title: 'Landingpages',
    intro: 'Eén pagina, één doel: campagnes die bezoekers in actie laten komen.',
    sidebarLabel: 'Landingpages',
  },
];
