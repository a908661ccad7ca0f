import { IconButton } from '@codekade/shared/ui/IconButton';
import styles from './Hero.module.css';

interface RotationToggleProps {
  stopped: boolean;
  onToggle: () => void;
  labels: { pause: string; resume: string };
}

/** Lets the visitor stop the automatic rotation for good (WCAG 2.2.2), and start it again. */
export function RotationToggle({ stopped, onToggle, labels }: RotationToggleProps) {
  return (
    <IconButton tone="surface" className={styles.toggle} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {stopped ? (
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        ) : (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
        )}
      </svg>
      <span className="visually-hidden">{stopped ? labels.resume : labels.pause}</span>
    </IconButton>
  );
}
