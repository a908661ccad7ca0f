import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';

export interface WelcomeContent {
  title: string;
  paragraphs: readonly string[];
  cta: { label: string; to: string };
}

export const welcome: WelcomeContent = {
  title: `Welkom bij ${siteConfig.productName}`,
  paragraphs: [
    'Wij zijn een klein webbureau dat grote stappen zet voor ondernemers. Van een eerste website tot een complete webapplicatie: we denken mee, bouwen zorgvuldig en blijven bereikbaar.',
    'Geen standaardpakketten, maar digitale oplossingen die passen bij jouw bedrijf, jouw klanten en jouw ambities.',
  ],
  cta: { label: 'Ontdek onze diensten', to: paths.services },
};
