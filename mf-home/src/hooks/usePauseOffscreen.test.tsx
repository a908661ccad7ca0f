import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFSCREEN_ATTRIBUTE, usePauseOffscreen } from './usePauseOffscreen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let report: Callback = () => undefined;

function Picture() {
  const ref = useRef<HTMLDivElement>(null);
  usePauseOffscreen(ref);
  return <div ref={ref} data-testid="picture" />;
}

describe('usePauseOffscreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the element while it is out of view, and unmarks it when it comes back or unmounts', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { getByTestId, unmount } = render(<Picture />);
    const picture = getByTestId('picture');
    expect(picture.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
    report([{ isIntersecting: false }]);
    expect(picture.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(true);
    report([{ isIntersecting: true }]);
    expect(picture.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
    report([{ isIntersecting: false }]);
    unmount();
    expect(picture.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
  });
});
