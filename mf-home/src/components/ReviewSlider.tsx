import { useState } from 'react';
import { reviewPositionLabel, reviews, reviewsIntro } from '../content/reviews';
import { PageSection } from './PageSection';
import styles from './ReviewSlider.module.css';
import { StarRating } from './StarRating';

const CHEVRON_LEFT = 'M15 5l-7 7 7 7';
const CHEVRON_RIGHT = 'M9 5l7 7-7 7';

function Chevron({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One review at a time; previous and next wrap around, and every review has its own dot. */
export function ReviewSlider() {
  const [current, setCurrent] = useState(0);
  const total = reviews.length;
  const show = (index: number) => setCurrent((index + total) % total);

  return (
    <PageSection id="reviews-title" title={reviewsIntro.title} description={reviewsIntro.description}>
      <div className={styles.carousel}>
        <div className={styles.stage}>
          <button type="button" className={styles.arrow} onClick={() => show(current - 1)}>
            <Chevron path={CHEVRON_LEFT} />
            <span className="visually-hidden">{reviewsIntro.previousLabel}</span>
          </button>
          {/* Every slide occupies the same grid cell, so the card keeps the height of the longest review. */}
          <div className={styles.slides} aria-live="polite">
            {reviews.map((review, index) => {
              const isCurrent = index === current;
              return (
                <figure
                  key={review.name}
                  aria-roledescription="slide"
                  aria-label={reviewPositionLabel(index, total)}
                  aria-hidden={!isCurrent}
                  inert={!isCurrent}
                  className={isCurrent ? `${styles.slide} ${styles.current}` : styles.slide}
                >
                  <StarRating rating={review.rating} />
                  <blockquote className={styles.quote} lang={review.lang}>
                    <p>{review.review}</p>
                  </blockquote>
                  <figcaption className={styles.author}>{review.name}</figcaption>
                </figure>
              );
            })}
          </div>
          <button type="button" className={styles.arrow} onClick={() => show(current + 1)}>
            <Chevron path={CHEVRON_RIGHT} />
            <span className="visually-hidden">{reviewsIntro.nextLabel}</span>
          </button>
        </div>
        <div className={styles.dots}>
          {reviews.map((review, index) => (
            <button
              key={review.name}
              type="button"
              className={styles.dot}
              aria-label={reviewPositionLabel(index, total)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      </div>
    </PageSection>
  );
}
