import { usePrefersReducedMotion } from '@codekade/shared/hooks/usePrefersReducedMotion';
import { IconButton } from '@codekade/shared/ui/IconButton';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { MEDIA_SIZE, type VideoSources } from '../content/project-media';
import { showcaseTexts } from '../content/showcase';
import styles from './LoopingVideo.module.css';

interface LoopingVideoProps {
  sources: VideoSources;
  /** Accessible name of the video. */
  label: string;
  /** How wide the poster picture is shown (see lib/picture-sizes), so each screen loads a sharp one. */
  sizes: string;
  /** `phone`: only the middle of the clip, in a 4:5 frame (see ShowcaseClip). */
  frame?: 'wide' | 'phone';
  /** The first clip of a page: its poster is what a phone shows first, so it loads before anything else. */
  priority?: boolean;
}

/** Start loading a little before the video scrolls into view. */
const NEAR_VIEWPORT = '200px 0px';

/**
 * A muted, looping clip that plays while it is on screen. Nothing but the poster loads until it comes
 * near the viewport (preload="none", play() starts the download). With reduced motion it stays on the
 * poster until the visitor presses play; the play/pause button is always there.
 *
 * A video's poster has no srcset, so the poster is a picture laid over the video until it plays, in
 * the width the screen needs. The video's own poster is the narrowest still, the one a 1× phone's
 * picture loads too: no second download there, and a poster in place if the picture fails.
 */
export function LoopingVideo({ sources, label, sizes, frame = 'wide', priority = false }: LoopingVideoProps) {
  const { poster } = sources;
  // The first picture of a page is its largest: in the server HTML this becomes a preload in the head.
  if (priority)
    preload(poster.src, { as: 'image', imageSrcSet: poster.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // null: follow the visitor's motion setting; true/false: their own choice with the button.
  const [wantsPlay, setWantsPlay] = useState<boolean | null>(null);
  const [playing, setPlaying] = useState(false);
  // Once a frame of the clip is drawn, the poster picture steps aside for good.
  const [started, setStarted] = useState(false);
  const autoplay = wantsPlay ?? !reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          // Rejected when the browser refuses to play; the poster simply stays.
          video.play().catch(() => undefined);
        } else {
          video.pause();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [autoplay]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      setWantsPlay(false);
      video.pause();
    } else {
      setWantsPlay(true);
      video.play().catch(() => undefined);
    }
  };

  return (
    <div className={frame === 'phone' ? `${styles.frame} ${styles.phone}` : styles.frame}>
      <video
        ref={videoRef}
        className={styles.video}
        aria-label={label}
        poster={poster.src}
        width={MEDIA_SIZE.width}
        height={MEDIA_SIZE.height}
        preload="none"
        muted
        loop
        playsInline
        onPlay={() => setPlaying(true)}
        onPlaying={() => setStarted(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      {!started && (
        <img
          className={styles.poster}
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={sizes}
          alt=""
          width={MEDIA_SIZE.width}
          height={MEDIA_SIZE.height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          loading={priority ? undefined : 'lazy'}
        />
      )}
      <IconButton
        tone="overlay"
        className={styles.toggle}
        onClick={toggle}
        aria-label={`${playing ? showcaseTexts.pauseVideo : showcaseTexts.playVideo}: ${label}`}
      >
        {playing ? (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          </svg>
        )}
      </IconButton>
    </div>
  );
}
