import type { Milestone } from '../content/about';
import styles from './Milestones.module.css';

/** The company's journey as a short timeline. */
export function Milestones({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.year} className={styles.milestone}>
          <span className={styles.year}>{milestone.year}</span>
          <span className={styles.text}>{milestone.text}</span>
        </li>
      ))}
    </ol>
  );
}
