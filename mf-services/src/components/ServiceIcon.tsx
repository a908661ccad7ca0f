import { Icon, type IconName } from '@codekade/shared/ui/Icon';
import styles from './ServiceIcon.module.css';

/** A decorative line icon in its badge: the card's title already says what it stands for. */
export function ServiceIcon({ name }: { name: IconName }) {
  return (
    <span className={styles.badge}>
      <Icon name={name} className={styles.icon} />
    </span>
  );
}
