import { describe, expect, it } from 'vitest';
import { serviceBanners } from './hero';
import { processSteps } from './process-steps';
import { REVIEW_SCALE, reviews } from './reviews';

describe('home content', () => {
  it('has the three hero banners with their service links', () => {
    expect(serviceBanners.map(({ name, link }) => [name, link])).toEqual([
      ['Websites', '/diensten/webontwikkeling'],
      ['Webshops', '/diensten/webshops'],
      ['SEO', '/diensten/seo'],
    ]);
  });

  it('has eight process steps', () => {
    expect(processSteps).toHaveLength(8);
  });

  it('has eight five-star reviews with unique handles, seven English and one Dutch', () => {
    expect(reviews).toHaveLength(8);
    expect(new Set(reviews.map((review) => review.name)).size).toBe(8);
    expect(reviews.every((review) => review.rating === REVIEW_SCALE)).toBe(true);
    expect(reviews.filter((review) => review.lang === 'en')).toHaveLength(7);
    expect(reviews.filter((review) => review.lang === 'nl')).toHaveLength(1);
  });
});
