/**
 * The portfolio's media, generated from mock client sites by scripts/generate-media.mjs. Imported as
 * URLs, so the build emits them as hashed files. Stills are the card images and the video posters.
 */
import bolEnBreiselStill from '../assets/projects/bol-en-breisel/desktop-poster.webp';
import bonenbaasDesktopMp4 from '../assets/projects/bonenbaas/desktop.mp4';
import bonenbaasDesktopWebm from '../assets/projects/bonenbaas/desktop.webm';
import bonenbaasStill from '../assets/projects/bonenbaas/desktop-poster.webp';
import bonenbaasMobileMp4 from '../assets/projects/bonenbaas/mobile.mp4';
import bonenbaasMobileWebm from '../assets/projects/bonenbaas/mobile.webm';
import bonenbaasMobilePoster from '../assets/projects/bonenbaas/mobile-poster.webp';
import fysioOostparkDesktopMp4 from '../assets/projects/fysio-oostpark/desktop.mp4';
import fysioOostparkDesktopWebm from '../assets/projects/fysio-oostpark/desktop.webm';
import fysioOostparkStill from '../assets/projects/fysio-oostpark/desktop-poster.webp';
import fysioOostparkMobileMp4 from '../assets/projects/fysio-oostpark/mobile.mp4';
import fysioOostparkMobileWebm from '../assets/projects/fysio-oostpark/mobile.webm';
import fysioOostparkMobilePoster from '../assets/projects/fysio-oostpark/mobile-poster.webp';
import groenhuisDesktopMp4 from '../assets/projects/groenhuis/desktop.mp4';
import groenhuisDesktopWebm from '../assets/projects/groenhuis/desktop.webm';
import groenhuisStill from '../assets/projects/groenhuis/desktop-poster.webp';
import groenhuisMobileMp4 from '../assets/projects/groenhuis/mobile.mp4';
import groenhuisMobileWebm from '../assets/projects/groenhuis/mobile.webm';
import groenhuisMobilePoster from '../assets/projects/groenhuis/mobile-poster.webp';
import havenklankenStill from '../assets/projects/havenklanken/desktop-poster.webp';
import korenbloemDesktopMp4 from '../assets/projects/korenbloem/desktop.mp4';
import korenbloemDesktopWebm from '../assets/projects/korenbloem/desktop.webm';
import korenbloemStill from '../assets/projects/korenbloem/desktop-poster.webp';
import korenbloemMobileMp4 from '../assets/projects/korenbloem/mobile.mp4';
import korenbloemMobileWebm from '../assets/projects/korenbloem/mobile.webm';
import korenbloemMobilePoster from '../assets/projects/korenbloem/mobile-poster.webp';
import lijnEnLichtStill from '../assets/projects/lijn-en-licht/desktop-poster.webp';
import spaakDesktopMp4 from '../assets/projects/spaak/desktop.mp4';
import spaakDesktopWebm from '../assets/projects/spaak/desktop.webm';
import spaakStill from '../assets/projects/spaak/desktop-poster.webp';
import spaakMobileMp4 from '../assets/projects/spaak/mobile.mp4';
import spaakMobileWebm from '../assets/projects/spaak/mobile.webm';
import spaakMobilePoster from '../assets/projects/spaak/mobile-poster.webp';

/** One clip in two encodings (VP9 WebM first, H.264 MP4 as fallback) with its poster image. */
export interface VideoSources {
  webm: string;
  mp4: string;
  poster: string;
}

/** Pixel size of every still and clip (the browser reserves the box before anything loads). */
export const MEDIA_SIZE = { width: 640, height: 400 } as const;

export const stills = {
  korenbloem: korenbloemStill,
  fysioOostpark: fysioOostparkStill,
  lijnEnLicht: lijnEnLichtStill,
  bonenbaas: bonenbaasStill,
  spaak: spaakStill,
  groenhuis: groenhuisStill,
  bolEnBreisel: bolEnBreiselStill,
  havenklanken: havenklankenStill,
} as const;

/** Per showcase client: the page in a desktop browser and on a phone. */
export const clips = {
  korenbloem: {
    desktop: { webm: korenbloemDesktopWebm, mp4: korenbloemDesktopMp4, poster: korenbloemStill },
    mobile: { webm: korenbloemMobileWebm, mp4: korenbloemMobileMp4, poster: korenbloemMobilePoster },
  },
  fysioOostpark: {
    desktop: { webm: fysioOostparkDesktopWebm, mp4: fysioOostparkDesktopMp4, poster: fysioOostparkStill },
    mobile: { webm: fysioOostparkMobileWebm, mp4: fysioOostparkMobileMp4, poster: fysioOostparkMobilePoster },
  },
  bonenbaas: {
    desktop: { webm: bonenbaasDesktopWebm, mp4: bonenbaasDesktopMp4, poster: bonenbaasStill },
    mobile: { webm: bonenbaasMobileWebm, mp4: bonenbaasMobileMp4, poster: bonenbaasMobilePoster },
  },
  spaak: {
    desktop: { webm: spaakDesktopWebm, mp4: spaakDesktopMp4, poster: spaakStill },
    mobile: { webm: spaakMobileWebm, mp4: spaakMobileMp4, poster: spaakMobilePoster },
  },
  groenhuis: {
    desktop: { webm: groenhuisDesktopWebm, mp4: groenhuisDesktopMp4, poster: groenhuisStill },
    mobile: { webm: groenhuisMobileWebm, mp4: groenhuisMobileMp4, poster: groenhuisMobilePoster },
  },
} satisfies Record<string, Record<'desktop' | 'mobile', VideoSources>>;
