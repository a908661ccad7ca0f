import { ContactBlock } from '../components/contact/ContactBlock';
import { Hero } from '../components/hero/Hero';
import { InfoTabs } from '../components/info-tabs/InfoTabs';
import { ProcessSection } from '../components/process/ProcessSection';
import { ReviewSlider } from '../components/reviews/ReviewSlider';
import { WelcomeSection } from '../components/welcome/WelcomeSection';
import { WhyUsSection } from '../components/why-us/WhyUsSection';

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
