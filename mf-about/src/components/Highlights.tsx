import styles from './Highlights.module.css';

/** A short ticked list, e.g. what we offer. */
export function Highlights({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12l5 5 9-10" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
