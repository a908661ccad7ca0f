import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Section } from '@codekade/shared/ui/Section';
import type { AboutSection } from '../content/about';
import styles from './AboutSectionBlock.module.css';
import { ApproachSteps } from './ApproachSteps';
import { Highlights } from './Highlights';
import { Milestones } from './Milestones';

interface AboutSectionBlockProps {
  section: AboutSection;
  /** Position in the story, shown as a small chapter number. */
  number: number;
}

/** One chapter of the company story: its heading beside its text on wide screens. */
export function AboutSectionBlock({ section, number }: AboutSectionBlockProps) {
  const titleId = `${section.id}-title`;
  return (
    <Section id={section.id} labelledBy={titleId} className={styles.section} innerClassName={styles.inner}>
      <div className={styles.heading}>
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <h2 id={titleId} className={styles.title}>
          {section.title}
        </h2>
      </div>
      <div className={styles.body}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.milestones && <Milestones milestones={section.milestones} />}
        {section.steps && <ApproachSteps steps={section.steps} />}
        {section.highlights && <Highlights items={section.highlights} />}
        {section.closing && <p>{section.closing}</p>}
        {section.callToAction && (
          <div className={styles.action}>
            <ButtonLink to={section.callToAction.to}>{section.callToAction.label}</ButtonLink>
          </div>
        )}
      </div>
    </Section>
  );
}
