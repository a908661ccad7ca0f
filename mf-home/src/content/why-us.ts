import { siteConfig } from '@codekade/shared/site-config';
import type { IconName } from '@codekade/shared/ui/Icon';

export interface WhyUsPoint {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

export const whyUsIntro = {
  title: `Waarom kiezen voor ${siteConfig.productName}?`,
  description: 'Drie beloftes die we in elk project waarmaken.',
} as const;

export const whyUsPoints: readonly WhyUsPoint[] = [
  {
    id: 'maatwerk',
    icon: 'puzzle',
    title: 'Maatwerk',
    description:
      'Elke oplossing bouwen we op maat: afgestemd op jouw doelen, jouw klanten en de manier waarop jouw bedrijf werkt.',
  },
  {
    id: 'kwaliteit',
    icon: 'shield',
    title: 'Kwaliteit en betrouwbaarheid',
    description:
      'Zorgvuldig getest, veilig en snel. We komen onze afspraken na en blijven ook na de lancering voor je klaarstaan.',
  },
  {
    id: 'technologie',
    icon: 'spark',
    title: 'Innovatieve technologie',
    description:
      'We werken met moderne, bewezen technieken, zodat je website of webshop vandaag presteert en morgen kan meegroeien.',
  },
];
