import type { ReactNode } from 'react';
import styles from './Container.module.css';

interface ContainerProps {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'nav';
}

/**
 * The site's one content column: same maximum width and gutters in the shell and every remote, so
 * the header's logo, page content and footer start on the same x. `data-container` lets the layout
 * test find every column.
 */
export function Container({ children, className, as: Element = 'div' }: ContainerProps) {
  return (
    <Element className={className ? `${styles.container} ${className}` : styles.container} data-container="">
      {children}
    </Element>
  );
}
