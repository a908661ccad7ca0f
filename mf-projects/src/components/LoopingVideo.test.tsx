import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { showcaseTexts } from '../content/showcase';
import { LoopingVideo } from './LoopingVideo';

const sources = {
  webm: '/clip.webm',
  mp4: '/clip.mp4',
  poster: { src: '/poster.webp', srcSet: '/poster.webp 640w, /poster-1280w.webp 1280w' },
};
const sizes = '(max-width: 640px) 100vw, 360px';

/** A stand-in IntersectionObserver that lets the test say when the video is near the viewport. */
let reportIntersection: ((isIntersecting: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {
    reportIntersection = undefined;
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: reduce, addEventListener() {}, removeEventListener() {} }));
}

let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  reportIntersection = undefined;
});

describe('LoopingVideo', () => {
  it('is a muted, looping inline video that loads nothing before it is needed', () => {
    stubReducedMotion(false);
    render(<LoopingVideo sources={sources} sizes={sizes} label="Bakkerij: Desktopweergave" />);
    const video = screen.getByLabelText('Bakkerij: Desktopweergave') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/poster.webp');
    expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(play).not.toHaveBeenCalled();
  });

  it('lays the poster in the width the screen needs over the video until the clip plays', () => {
    stubReducedMotion(false);
    const { container } = render(<LoopingVideo sources={sources} sizes={sizes} label="Clip" />);
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('srcset')).toBe(sources.poster.srcSet);
    expect(picture.getAttribute('sizes')).toBe(sizes);
    expect(picture.alt).toBe('');
    act(() => {
      (container.querySelector('video') as HTMLVideoElement).dispatchEvent(new Event('playing'));
    });
    expect(container.querySelector('img')).toBeNull();
  });

  it('plays near the viewport and pauses away from it', () => {
    stubReducedMotion(false);
    render(<LoopingVideo sources={sources} sizes={sizes} label="Clip" />);
    act(() => reportIntersection?.(true));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: `${showcaseTexts.pauseVideo}: Clip` })).toBeTruthy();
    act(() => reportIntersection?.(false));
    expect(screen.getByRole('button', { name: `${showcaseTexts.playVideo}: Clip` })).toBeTruthy();
  });

  it('lets the visitor pause it, and then stays paused when it comes back into view', async () => {
    stubReducedMotion(false);
    render(<LoopingVideo sources={sources} sizes={sizes} label="Clip" />);
    act(() => reportIntersection?.(true));
    await userEvent.click(screen.getByRole('button', { name: `${showcaseTexts.pauseVideo}: Clip` }));
    expect(reportIntersection).toBeUndefined();
    expect(screen.getByRole('button', { name: `${showcaseTexts.playVideo}: Clip` })).toBeTruthy();
  });

  it('does not autoplay with reduced motion, but plays on request', async () => {
    stubReducedMotion(true);
    render(<LoopingVideo sources={sources} sizes={sizes} label="Clip" />);
    expect(reportIntersection).toBeUndefined();
    expect(play).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: `${showcaseTexts.playVideo}: Clip` }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `${showcaseTexts.pauseVideo}: Clip` })).toBeTruthy();
  });
});

describe('LoopingVideo in the server HTML', () => {
  const preloadOfPoster =
    /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/poster\.webp 640w, \/poster-1280w\.webp 1280w" imageSizes="\(max-width: 640px\) 100vw, 360px"\/>/;

  it('preloads the poster at high priority for the first clip of a page', () => {
    expect(renderToString(<LoopingVideo sources={sources} sizes={sizes} label="Clip" priority />)).toMatch(
      preloadOfPoster,
    );
  });

  it('leaves the other clips to load their posters as the browser sees fit', () => {
    expect(renderToString(<LoopingVideo sources={sources} sizes={sizes} label="Clip" />)).not.toMatch(/rel="preload"/);
  });
});
