import { REVIEW_SCALE, ratingLabel } from '../content/reviews';
import styles from './StarRating.module.css';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';
const STAR_POSITIONS = Array.from({ length: REVIEW_SCALE }, (_, index) => index);

/** Stars for the eye, '5 van 5 sterren' for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {STAR_POSITIONS.map((position) => (
          <svg
            key={position}
            viewBox="0 0 24 24"
            className={position < rating ? styles.filled : styles.empty}
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR_PATH} />
          </svg>
        ))}
      </span>
      <span className="visually-hidden">{ratingLabel(rating)}</span>
    </span>
  );
}
