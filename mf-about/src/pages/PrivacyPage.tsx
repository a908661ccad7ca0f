import { usePageMeta } from '@codekade/shared/page-meta';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { AboutSectionBlock } from '../components/AboutSectionBlock';
import { privacyDescription, privacyIntro, privacySections, privacyTitle } from '../content/privacy';

/** /privacy: the privacy statement, in the about team's chapter layout. */
export function PrivacyPage() {
  usePageMeta(privacyTitle, privacyDescription);
  return (
    <>
      <PageHeading title={privacyTitle} description={privacyIntro} />
      <div>
        {privacySections.map((section, index) => (
          <AboutSectionBlock key={section.id} section={section} number={index + 1} />
        ))}
      </div>
    </>
  );
}
