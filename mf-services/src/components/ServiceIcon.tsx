import { type ServiceIconName, serviceIcons } from '../content/service-icons';
import styles from './ServiceIcon.module.css';

/** A decorative line icon: the card's title already says what it stands for. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <span className={styles.badge}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {serviceIcons[name].map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    </span>
  );
}
