import type { ApproachStep } from '../content/about';
import styles from './ApproachSteps.module.css';

/** How a project runs, as numbered steps. */
export function ApproachSteps({ steps }: { steps: readonly ApproachStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
