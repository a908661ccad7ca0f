import { AfterFirstFrame } from '@codekade/shared/ui/AfterFirstFrame';
import { CanalHouses } from '@codekade/shared/ui/CanalHouses';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { AboutSectionBlock } from '../components/AboutSectionBlock';
import { aboutIntro, aboutSections, aboutTitle } from '../content/about';
import styles from './AboutPage.module.css';

/** /over-ons: the company story. Title and description are the area defaults from the shell. */
export function AboutPage() {
  return (
    <>
      <PageHeading title={aboutTitle} description={aboutIntro} />
      {/* Decorative: the site's drawing, a row of canal houses on the quay the agency is named after. */}
      <div className={styles.quay}>
        <div className={styles.skyline}>
          <CanalHouses preserveAspectRatio="xMidYMax slice" />
        </div>
      </div>
      {/* Below the first screen: after a tap, it follows the page's first frame. */}
      <AfterFirstFrame>
        <div className={styles.sections}>
          {aboutSections.map((section, index) => (
            <AboutSectionBlock key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </AfterFirstFrame>
    </>
  );
}
