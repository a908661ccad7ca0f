import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingLabel, reviewPositionLabel, reviews, reviewsIntro } from '../content/reviews';
import { ReviewSlider } from './ReviewSlider';

/** The slider shows the eight reviews the product requires. */
const REVIEW_COUNT = 8;

/** Label of the review at a 1-based position, as the slider announces it. */
const position = (number: number) => reviewPositionLabel(number - 1, REVIEW_COUNT);

function currentReview() {
  return screen.getByRole('figure');
}

function clickButton(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('ReviewSlider', () => {
  it('shows one review at a time, starting with the first, with its handle and an accessible rating', () => {
    render(<ReviewSlider />);
    const review = currentReview();
    expect(review.getAttribute('aria-label')).toBe(position(1));
    expect(within(review).getByText(reviews[0]?.name ?? '')).toBeTruthy();
    expect(within(review).getByText(ratingLabel(reviews[0]?.rating ?? 0))).toBeTruthy();
  });

  it('goes to the next review and wraps from the last to the first', () => {
    render(<ReviewSlider />);
    clickButton(reviewsIntro.nextLabel);
    expect(currentReview().getAttribute('aria-label')).toBe(position(2));
    for (let step = 0; step < 6; step += 1) clickButton(reviewsIntro.nextLabel);
    expect(currentReview().getAttribute('aria-label')).toBe(position(8));
    clickButton(reviewsIntro.nextLabel);
    expect(currentReview().getAttribute('aria-label')).toBe(position(1));
  });

  it('goes to the previous review and wraps from the first to the last', () => {
    render(<ReviewSlider />);
    clickButton(reviewsIntro.previousLabel);
    expect(currentReview().getAttribute('aria-label')).toBe(position(8));
    expect(within(currentReview()).getByText(reviews[7]?.name ?? '')).toBeTruthy();
    clickButton(reviewsIntro.previousLabel);
    expect(currentReview().getAttribute('aria-label')).toBe(position(7));
  });

  it('has one labelled dot per review and marks the current one', () => {
    render(<ReviewSlider />);
    expect(reviews).toHaveLength(REVIEW_COUNT);
    const dots = reviews.map((_, index) => screen.getByRole('button', { name: position(index + 1) }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);

    clickButton(position(6));
    expect(currentReview().getAttribute('aria-label')).toBe(position(6));
    expect(screen.getByRole('button', { name: position(6) }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: position(1) }).getAttribute('aria-current')).toBeNull();

    clickButton(reviewsIntro.nextLabel);
    expect(screen.getByRole('button', { name: position(7) }).getAttribute('aria-current')).toBe('true');
  });
});
