import { usePrefersReducedMotion } from '@codekade/shared/hooks/usePrefersReducedMotion';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useState } from 'react';

export interface RotationTiming {
  autoAdvanceMs: number;
  manualPauseMs: number;
  transitionMs: number;
}

export interface SlideState {
  active: number;
  /** The tab that was active before the last change, kept for the cross-fade; null once it is gone. */
  previous: number | null;
  /** Counts changes, so each change can restart the animations. */
  changes: number;
  /**
   * Per tab, how often it came back while its picture was still fading out: that picture then starts
   * over as a new element, since nothing else restarts the animations of a picture still on screen.
   */
  returns: readonly number[];
}

/** Only focus that came from the keyboard pauses: a mouse click leaves focus on the tab it clicked. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The hero's rotating tabs: advances every `autoAdvanceMs` and wraps around; a manual selection pauses
 * for `manualPauseMs`, after which the normal cycle resumes. It also holds still while the mouse is over
 * the hero, while it holds keyboard focus, when the visitor pressed pause, and never runs when the
 * visitor prefers reduced motion (WCAG 2.2.2).
 */
export function useHeroRotation(count: number, timing: RotationTiming) {
  const { autoAdvanceMs, manualPauseMs, transitionMs } = timing;
  const reducedMotion = usePrefersReducedMotion();
  const [slide, setSlide] = useState<SlideState>(() => ({
    active: 0,
    previous: null,
    changes: 0,
    returns: Array.from({ length: count }, () => 0),
  }));
  // 0 means no manual pause; every manual selection counts up, which restarts the pause timer.
  const [manualPause, setManualPause] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const rotating = !reducedMotion && !stopped && manualPause === 0 && !hovered && !keyboardFocused;

  const show = useCallback((index: number) => {
    setSlide((current) =>
      current.active === index
        ? current
        : {
            active: index,
            previous: current.active,
            changes: current.changes + 1,
            returns:
              index === current.previous
                ? current.returns.map((returns, tab) => (tab === index ? returns + 1 : returns))
                : current.returns,
          },
    );
  }, []);

  const select = useCallback(
    (index: number) => {
      show(index);
      setManualPause((pauses) => pauses + 1);
    },
    [show],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => show((slide.active + 1) % count), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [rotating, slide.active, count, autoAdvanceMs, show]);

  useEffect(() => {
    if (manualPause === 0) return;
    const timer = setTimeout(() => setManualPause(0), manualPauseMs);
    return () => clearTimeout(timer);
  }, [manualPause, manualPauseMs]);

  useEffect(() => {
    if (slide.previous === null) return;
    const timer = setTimeout(() => setSlide((current) => ({ ...current, previous: null })), transitionMs);
    return () => clearTimeout(timer);
  }, [slide.previous, transitionMs]);

  /** Spread on the hero's root element. */
  const pauseHandlers = {
    // Touch taps also send pointer events, but a finger never "leaves", so only a mouse pauses.
    onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType === 'mouse'),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => setKeyboardFocused(isKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocused(false);
    },
  };

  return {
    /** The whole state of the last change, one object per change (for `useDeferredValue`). */
    slide,
    active: slide.active,
    previous: slide.previous,
    changes: slide.changes,
    rotating,
    reducedMotion,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    select,
    pauseHandlers,
  };
}
