import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Icon } from '@codekade/shared/ui/Icon';
import { processIntro, processSteps } from '../content/process-steps';
import { PageSection } from './PageSection';
import styles from './ProcessSection.module.css';

export function ProcessSection() {
  return (
    <PageSection id="process-title" title={processIntro.title} description={processIntro.description} tone="tinted">
      <ol className={styles.steps}>
        {processSteps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <div className={styles.marker}>
              <Icon name={step.icon} className={styles.icon} />
              <span className={styles.number}>
                <span className="visually-hidden">Stap </span>
                {index + 1}
              </span>
            </div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.description}</p>
          </li>
        ))}
      </ol>
      <div className={styles.cta}>
        <ButtonLink to={processIntro.cta.to}>{processIntro.cta.label}</ButtonLink>
      </div>
    </PageSection>
  );
}
