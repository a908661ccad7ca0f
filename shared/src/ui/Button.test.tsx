import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is a real button that does not submit a form unless asked to', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Probeer opnieuw</Button>);
    const button = screen.getByRole('button', { name: 'Probeer opnieuw' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('looks like a ButtonLink of the same variant, plus the caller’s layout class', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/contact" variant="secondary">
          Link
        </ButtonLink>
        <Button variant="secondary" type="submit" className="layout">
          Knop
        </Button>
      </MemoryRouter>,
    );
    const linkClasses = screen.getByRole('link').className.split(' ');
    const button = screen.getByRole('button');
    for (const linkClass of linkClasses) expect(button.classList.contains(linkClass)).toBe(true);
    expect(button.classList.contains('layout')).toBe(true);
    expect(button.getAttribute('type')).toBe('submit');
  });
});
