import { paths } from '@codekade/shared/routes';
import type { IconName } from '@codekade/shared/ui/Icon';

export interface ProcessStep {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

export const processIntro = {
  title: 'Ons projectproces',
  description: 'Van het eerste gesprek tot ruim na de lancering: zo pakken we jouw project stap voor stap aan.',
  cta: { label: 'Neem Contact Op', to: paths.contact },
} as const;

/** The eight steps, in the order a project runs through them. */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 'start',
    icon: 'rocket',
    title: 'Start nu',
    description: 'Zet de eerste stap: vertel ons kort over je idee, hoe groot of klein het ook is.',
  },
  {
    id: 'contact',
    icon: 'chat',
    title: 'Contact',
    description: 'We plannen een vrijblijvend kennismakingsgesprek, telefonisch, online of bij ons op kantoor.',
  },
  {
    id: 'doelen',
    icon: 'target',
    title: 'Doelen en wensen',
    description: 'Samen brengen we je doelen, doelgroep en wensen in kaart en leggen we ze vast in een helder plan.',
  },
  {
    id: 'design',
    icon: 'pen',
    title: 'Design en UX/UI',
    description: 'We ontwerpen een gebruiksvriendelijke interface die past bij je merk en die je vooraf kunt bekijken.',
  },
  {
    id: 'ontwikkeling',
    icon: 'code',
    title: 'Ontwikkeling',
    description: 'We bouwen je website of webshop met schone, snelle code en houden je op de hoogte van de voortgang.',
  },
  {
    id: 'testen',
    icon: 'check',
    title: 'Testen',
    description: 'We testen op telefoons, tablets en computers, op snelheid, toegankelijkheid en veiligheid.',
  },
  {
    id: 'lancering',
    icon: 'launch',
    title: 'Lancering',
    description: 'We zetten alles live, zorgen voor een soepele overgang en vieren samen de lancering.',
  },
  {
    id: 'nazorg',
    icon: 'heart',
    title: 'Nazorg',
    description: 'Ook na de lancering blijven we beschikbaar voor onderhoud, updates en nieuwe ideeën.',
  },
];
