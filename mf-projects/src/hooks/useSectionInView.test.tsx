import { useLayoutStore } from '@codekade/shared/layout-store';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSectionInView } from './useSectionInView';

const ids = ['websites', 'webstores'] as const;

/** Two stacked 600 px sections whose first top sits at `firstTop` px from the viewport top. */
let firstTop = 500;
function placeSections() {
  ids.forEach((id, index) => {
    const element = document.getElementById(id);
    if (!element) return;
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => {
      const top = firstTop + index * 600;
      return { top, bottom: top + 600 } as DOMRect;
    });
  });
}

function Page() {
  const active = useSectionInView(ids);
  return (
    <>
      <p>actief: {active}</p>
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

describe('useSectionInView', () => {
  beforeEach(() => {
    useLayoutStore.setState(useLayoutStore.getInitialState());
    firstTop = 500;
  });

  it('follows the scroll offset the shell puts in the layout store, with no listener of its own', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const { rerender } = render(<Page />);
    placeSections();
    rerender(<Page />);
    expect(screen.getByText('actief: none')).toBeTruthy();

    firstTop = 150;
    act(() => useLayoutStore.getState().setScrollY(350));
    expect(screen.getByText('actief: websites')).toBeTruthy();

    firstTop = -450;
    act(() => useLayoutStore.getState().setScrollY(950));
    expect(screen.getByText('actief: webstores')).toBeTruthy();
    expect(addListener.mock.calls.map(([type]) => type)).not.toContain('scroll');
  });
});
