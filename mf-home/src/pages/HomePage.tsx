import { belowTheFold } from '@codekade/shared/ui/BelowTheFold';
import { Hero } from '../components/Hero';
import { WelcomeSection } from '../components/WelcomeSection';

// Everything under the hero and welcome loads and hydrates as the visitor scrolls towards it.
const WhyUsSection = belowTheFold('why-us', () =>
  import('../components/WhyUsSection').then((module) => module.WhyUsSection),
);
const ProcessSection = belowTheFold('process', () =>
  import('../components/ProcessSection').then((module) => module.ProcessSection),
);
const InfoTabs = belowTheFold('info-tabs', () => import('../components/InfoTabs').then((module) => module.InfoTabs));
// The projects' recent work: their HTML in a slot (shared/src/fragment-slots.ts), its code below the fold too.
const RecentWork = belowTheFold('recent-work', () =>
  import('@codekade/shared/ui/FragmentSlot').then(({ FragmentSlot }) => () => <FragmentSlot name="recent-work" />),
);
const ContactBlock = belowTheFold('contact', () =>
  import('../components/ContactBlock').then((module) => module.ContactBlock),
);
const ReviewSlider = belowTheFold('reviews', () =>
  import('../components/ReviewSlider').then((module) => module.ReviewSlider),
);

/**
 * The home page: hero, then the sections top to bottom, with the projects' recent work after why us
 * (a fragment slot the projects area fills: its data and pictures stay theirs). Title and description
 * come from the shell's area defaults.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <WelcomeSection />
      <WhyUsSection />
      <RecentWork />
      <ProcessSection />
      <InfoTabs />
      <ContactBlock />
      <ReviewSlider />
    </>
  );
}
