import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the page h1 with its intro by default', () => {
    render(<PageHeading title="Onze diensten" description="Wat we doen." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeDefined();
    expect(screen.getByText('Wat we doen.').tagName).toBe('P');
  });

  it('is a section h2 that can label its section, and leaves out a missing intro', () => {
    const { container } = render(
      <section aria-labelledby="cards-title">
        <PageHeading level={2} id="cards-title" title="Wat we bieden" />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Wat we bieden' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('cards-title');
    expect(container.querySelector('p')).toBeNull();
  });
});
