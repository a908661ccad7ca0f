import { Icon } from '@codekade/shared/ui/Icon';
import { whyUsIntro, whyUsPoints } from '../content/why-us';
import { PageSection } from './PageSection';
import styles from './WhyUsSection.module.css';

export function WhyUsSection() {
  return (
    <PageSection
      id="why-us-title"
      title={whyUsIntro.title}
      description={whyUsIntro.description}
      tone="tinted"
      layout="split"
    >
      <ul className={styles.points}>
        {whyUsPoints.map((point) => (
          <li key={point.id} className={styles.point}>
            <span className={styles.icon}>
              <Icon name={point.icon} />
            </span>
            <h3 className={styles.title}>{point.title}</h3>
            <p className={styles.text}>{point.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
