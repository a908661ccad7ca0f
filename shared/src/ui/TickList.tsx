import { Icon } from './Icon';
import styles from './TickList.module.css';

interface TickListProps {
  items: readonly string[];
  /** The list's own place on the page (spacing, a rule above); the ticks always look the same. */
  className?: string;
}

/** A list of points, each behind the site's one tick: a service's features, a project's highlights. */
export function TickList({ items, className }: TickListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name="tick" className={styles.tick} />
          {item}
        </li>
      ))}
    </ul>
  );
}
