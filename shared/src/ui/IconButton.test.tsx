import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a named button whose tone, not its caller, sets the look', () => {
    render(
      <>
        <IconButton tone="surface" aria-label="Pauzeren" className="placed" />
        <IconButton tone="overlay" aria-label="Afspelen" />
      </>,
    );
    const surface = screen.getByRole('button', { name: 'Pauzeren' });
    const overlay = screen.getByRole('button', { name: 'Afspelen' });
    expect(surface.getAttribute('type')).toBe('button');
    expect(surface.classList.contains('placed')).toBe(true);
    expect(surface.className.replace(' placed', '')).not.toBe(overlay.className);
  });
});
