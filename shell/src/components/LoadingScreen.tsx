import { loadingText } from '../content/remote-area-texts';
import styles from './LoadingScreen.module.css';

/** Shown in the page area while a remote is on its way. */
export function LoadingScreen() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{loadingText}</p>
    </div>
  );
}
