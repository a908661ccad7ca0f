import styles from './ProjectRows.module.css';

/**
 * The class that keeps a grid of `count` projects free of a lone card in its last row (three or four
 * cards); other counts keep the shared grid's rule (an incomplete last row centred).
 */
export function projectRowsClass(count: number): string | undefined {
  if (count === 4) return styles.fours;
  if (count === 3) return styles.threes;
  return undefined;
}
