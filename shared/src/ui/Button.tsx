import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import buttonLinkStyles from './ButtonLink.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' };

/**
 * A button in the site's call-to-action style, the same as ButtonLink: one look for every action,
 * whichever app renders it. `className` adds the caller's layout (width, alignment), not a new look.
 */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = [
    buttonLinkStyles.button,
    styles.reset,
    variant === 'secondary' && buttonLinkStyles.secondary,
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
