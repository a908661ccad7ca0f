import { Button } from '@codekade/shared/ui/Button';
import styles from './ProblemNotice.module.css';

interface ProblemNoticeProps {
  /** Id of the heading; labels the alert. */
  id: string;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}

/** The one look of "something went wrong here": a heading, what to do, and a button that does it. */
export function ProblemNotice({ id, title, text, actionLabel, onAction }: ProblemNoticeProps) {
  return (
    <section className={styles.notice} role="alert" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{text}</p>
      <Button onClick={onAction}>{actionLabel}</Button>
    </section>
  );
}
