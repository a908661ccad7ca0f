import type { ButtonHTMLAttributes } from 'react';
import styles from './IconButton.module.css';

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone: 'surface' | 'overlay' };

/**
 * A round button with one icon (play, pause, ...). Give it a name: `aria-label` or visually hidden
 * text. `className` places it; the look comes from `tone`.
 */
export function IconButton({ tone, className, type = 'button', ...props }: IconButtonProps) {
  const classes = [styles.button, styles[tone], className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
