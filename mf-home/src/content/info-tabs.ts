import { paths } from '@codekade/shared/routes';
import type { IconName } from '@codekade/shared/ui/Icon';

export interface InfoTab {
  id: string;
  /** Tab label. */
  title: string;
  icon: IconName;
  content: {
    title: string;
    description: string;
  };
}

export const infoTabsIntro = {
  title: 'Wie we zijn',
  tabListLabel: 'Over onze werkwijze',
  moreLabel: 'Meer informatie',
  moreLink: paths.about,
} as const;

/** The first tab is active when the page opens. */
export const infoTabs: readonly InfoTab[] = [
  {
    id: 'visie',
    title: 'Visie',
    icon: 'eye',
    content: {
      title: 'Technologie die ondernemers verder helpt',
      description:
        'We geloven dat elke ondernemer een sterke online aanwezigheid verdient. Daarom maken we moderne technologie begrijpelijk en betaalbaar, met oplossingen die echt bijdragen aan je bedrijf.',
    },
  },
  {
    id: 'aanpak',
    title: 'Aanpak',
    icon: 'compass',
    content: {
      title: 'Persoonlijk, transparant en stap voor stap',
      description:
        'We luisteren eerst, denken kritisch mee en werken in korte stappen. Zo zie je je project groeien, kun je op tijd bijsturen en weet je altijd waar je aan toe bent.',
    },
  },
  {
    id: 'toewijding',
    title: 'Toewijding',
    icon: 'heart',
    content: {
      title: 'Jouw succes is ons succes',
      description:
        'We leveren niet op en verdwijnen, we blijven betrokken. Met snelle ondersteuning, eerlijk advies en oog voor detail zorgen we dat je online resultaten blijven groeien.',
    },
  },
];
