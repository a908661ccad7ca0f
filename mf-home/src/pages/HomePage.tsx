import { belowTheFold } from '@codekade/shared/ui/BelowTheFold';
import { Hero } from '../components/hero/Hero';
import { WelcomeSection } from '../components/welcome/WelcomeSection';

// Everything under the hero and welcome loads and hydrates as the visitor scrolls towards it.
const WhyUsSection = belowTheFold('why-us', () =>
  import('../components/why-us/WhyUsSection').then((module) => module.WhyUsSection),
);
const ProcessSection = belowTheFold('process', () =>
  import('../components/process/ProcessSection').then((module) => module.ProcessSection),
);
const InfoTabs = belowTheFold('info-tabs', () =>
  import('../components/info-tabs/InfoTabs').then((module) => module.InfoTabs),
);
const ContactBlock = belowTheFold('contact', () =>
  import('../components/contact/ContactBlock').then((module) => module.ContactBlock),
);
const ReviewSlider = belowTheFold('reviews', () =>
  import('../components/reviews/ReviewSlider').then((module) => module.ReviewSlider),
);

/** The home page, in the spec's order. Title and description come from the shell's area defaults. */
export function HomePage() {
  return (
    <>
      <Hero />
      <WelcomeSection />
      <WhyUsSection />
      <ProcessSection />
      <InfoTabs />
      <ContactBlock />
      <ReviewSlider />
    </>
  );
}
