import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviews } from '../content/reviews';
import { ReviewSlider } from './ReviewSlider';

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
    expect(review.getAttribute('aria-label')).toBe('Review 1 van 8');
    expect(within(review).getByText(reviews[0]?.name ?? '')).toBeTruthy();
    expect(within(review).getByText('5 van 5 sterren')).toBeTruthy();
  });

  it('goes to the next review and wraps from the last to the first', () => {
    render(<ReviewSlider />);
    clickButton('Volgende review');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 2 van 8');
    for (let step = 0; step < 6; step += 1) clickButton('Volgende review');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 8 van 8');
    clickButton('Volgende review');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 1 van 8');
  });

  it('goes to the previous review and wraps from the first to the last', () => {
    render(<ReviewSlider />);
    clickButton('Vorige review');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 8 van 8');
    expect(within(currentReview()).getByText(reviews[7]?.name ?? '')).toBeTruthy();
    clickButton('Vorige review');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 7 van 8');
  });

  it('has one labelled dot per review and marks the current one', () => {
    render(<ReviewSlider />);
    const dots = screen.getAllByRole('button', { name: /^Review \d van 8$/ });
    expect(dots).toHaveLength(8);
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

    clickButton('Review 6 van 8');
    expect(currentReview().getAttribute('aria-label')).toBe('Review 6 van 8');
    expect(screen.getByRole('button', { name: 'Review 6 van 8' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Review 1 van 8' }).getAttribute('aria-current')).toBeNull();

    clickButton('Volgende review');
    expect(screen.getByRole('button', { name: 'Review 7 van 8' }).getAttribute('aria-current')).toBe('true');
  });
});
