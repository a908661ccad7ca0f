/**
 * The portfolio's media, generated from mock client sites by scripts/generate-media.mjs. Imported as
 * URLs, so the build emits them as hashed files. Stills are the card images and the video posters,
 * each in three widths for 1×, 2× and 3× screens.
 */

import bolEnBreiselStill1280 from '../assets/projects/bol-en-breisel/desktop-1280w-poster.webp';
import bolEnBreiselStill1920 from '../assets/projects/bol-en-breisel/desktop-1920w-poster.webp';
import bolEnBreiselStill640 from '../assets/projects/bol-en-breisel/desktop-poster.webp';
import bonenbaasDesktopMp4 from '../assets/projects/bonenbaas/desktop.mp4';
import bonenbaasDesktopWebm from '../assets/projects/bonenbaas/desktop.webm';
import bonenbaasStill1280 from '../assets/projects/bonenbaas/desktop-1280w-poster.webp';
import bonenbaasStill1920 from '../assets/projects/bonenbaas/desktop-1920w-poster.webp';
import bonenbaasStill640 from '../assets/projects/bonenbaas/desktop-poster.webp';
import bonenbaasMobileMp4 from '../assets/projects/bonenbaas/mobile.mp4';
import bonenbaasMobileWebm from '../assets/projects/bonenbaas/mobile.webm';
import bonenbaasMobilePoster1280 from '../assets/projects/bonenbaas/mobile-1280w-poster.webp';
import bonenbaasMobilePoster1920 from '../assets/projects/bonenbaas/mobile-1920w-poster.webp';
import bonenbaasMobilePoster640 from '../assets/projects/bonenbaas/mobile-poster.webp';
import fysioOostparkDesktopMp4 from '../assets/projects/fysio-oostpark/desktop.mp4';
import fysioOostparkDesktopWebm from '../assets/projects/fysio-oostpark/desktop.webm';
import fysioOostparkStill1280 from '../assets/projects/fysio-oostpark/desktop-1280w-poster.webp';
import fysioOostparkStill1920 from '../assets/projects/fysio-oostpark/desktop-1920w-poster.webp';
import fysioOostparkStill640 from '../assets/projects/fysio-oostpark/desktop-poster.webp';
import fysioOostparkMobileMp4 from '../assets/projects/fysio-oostpark/mobile.mp4';
import fysioOostparkMobileWebm from '../assets/projects/fysio-oostpark/mobile.webm';
import fysioOostparkMobilePoster1280 from '../assets/projects/fysio-oostpark/mobile-1280w-poster.webp';
import fysioOostparkMobilePoster1920 from '../assets/projects/fysio-oostpark/mobile-1920w-poster.webp';
import fysioOostparkMobilePoster640 from '../assets/projects/fysio-oostpark/mobile-poster.webp';
import groenhuisDesktopMp4 from '../assets/projects/groenhuis/desktop.mp4';
import groenhuisDesktopWebm from '../assets/projects/groenhuis/desktop.webm';
import groenhuisStill1280 from '../assets/projects/groenhuis/desktop-1280w-poster.webp';
import groenhuisStill1920 from '../assets/projects/groenhuis/desktop-1920w-poster.webp';
import groenhuisStill640 from '../assets/projects/groenhuis/desktop-poster.webp';
import groenhuisMobileMp4 from '../assets/projects/groenhuis/mobile.mp4';
import groenhuisMobileWebm from '../assets/projects/groenhuis/mobile.webm';
import groenhuisMobilePoster1280 from '../assets/projects/groenhuis/mobile-1280w-poster.webp';
import groenhuisMobilePoster1920 from '../assets/projects/groenhuis/mobile-1920w-poster.webp';
import groenhuisMobilePoster640 from '../assets/projects/groenhuis/mobile-poster.webp';
import havenklankenStill1280 from '../assets/projects/havenklanken/desktop-1280w-poster.webp';
import havenklankenStill1920 from '../assets/projects/havenklanken/desktop-1920w-poster.webp';
import havenklankenStill640 from '../assets/projects/havenklanken/desktop-poster.webp';
import korenbloemDesktopMp4 from '../assets/projects/korenbloem/desktop.mp4';
import korenbloemDesktopWebm from '../assets/projects/korenbloem/desktop.webm';
import korenbloemStill1280 from '../assets/projects/korenbloem/desktop-1280w-poster.webp';
import korenbloemStill1920 from '../assets/projects/korenbloem/desktop-1920w-poster.webp';
import korenbloemStill640 from '../assets/projects/korenbloem/desktop-poster.webp';
import korenbloemMobileMp4 from '../assets/projects/korenbloem/mobile.mp4';
import korenbloemMobileWebm from '../assets/projects/korenbloem/mobile.webm';
import korenbloemMobilePoster1280 from '../assets/projects/korenbloem/mobile-1280w-poster.webp';
import korenbloemMobilePoster1920 from '../assets/projects/korenbloem/mobile-1920w-poster.webp';
import korenbloemMobilePoster640 from '../assets/projects/korenbloem/mobile-poster.webp';
import lijnEnLichtStill1280 from '../assets/projects/lijn-en-licht/desktop-1280w-poster.webp';
import lijnEnLichtStill1920 from '../assets/projects/lijn-en-licht/desktop-1920w-poster.webp';
import lijnEnLichtStill640 from '../assets/projects/lijn-en-licht/desktop-poster.webp';
import spaakDesktopMp4 from '../assets/projects/spaak/desktop.mp4';
import spaakDesktopWebm from '../assets/projects/spaak/desktop.webm';
import spaakStill1280 from '../assets/projects/spaak/desktop-1280w-poster.webp';
import spaakStill1920 from '../assets/projects/spaak/desktop-1920w-poster.webp';
import spaakStill640 from '../assets/projects/spaak/desktop-poster.webp';
import spaakMobileMp4 from '../assets/projects/spaak/mobile.mp4';
import spaakMobileWebm from '../assets/projects/spaak/mobile.webm';
import spaakMobilePoster1280 from '../assets/projects/spaak/mobile-1280w-poster.webp';
import spaakMobilePoster1920 from '../assets/projects/spaak/mobile-1920w-poster.webp';
import spaakMobilePoster640 from '../assets/projects/spaak/mobile-poster.webp';

/** A picture in the widths it is made in: `src` the narrowest (1×), `srcSet` all of them by width. */
export interface Still {
  src: string;
  srcSet: string;
}

/** The widths of every still: the largest size a still is shown at (615 CSS px), at 1×, 2× and 3×. */
export const STILL_WIDTHS = [640, 1280, 1920] as const;

function still(...urls: [string, string, string]): Still {
  return { src: urls[0], srcSet: urls.map((url, index) => `${url} ${STILL_WIDTHS[index]}w`).join(', ') };
}

/** One clip in two encodings (VP9 WebM first, H.264 MP4 as fallback) with its poster image. */
export interface VideoSources {
  webm: string;
  mp4: string;
  poster: Still;
}

/**
 * Box of every still and clip at 1× (the browser reserves it before anything loads); the clips are
 * encoded at 2× of it (1280x800), the stills in the three STILL_WIDTHS.
 */
export const MEDIA_SIZE = { width: 640, height: 400 } as const;

export const stills = {
  korenbloem: still(korenbloemStill640, korenbloemStill1280, korenbloemStill1920),
  fysioOostpark: still(fysioOostparkStill640, fysioOostparkStill1280, fysioOostparkStill1920),
  lijnEnLicht: still(lijnEnLichtStill640, lijnEnLichtStill1280, lijnEnLichtStill1920),
  bonenbaas: still(bonenbaasStill640, bonenbaasStill1280, bonenbaasStill1920),
  spaak: still(spaakStill640, spaakStill1280, spaakStill1920),
  groenhuis: still(groenhuisStill640, groenhuisStill1280, groenhuisStill1920),
  bolEnBreisel: still(bolEnBreiselStill640, bolEnBreiselStill1280, bolEnBreiselStill1920),
  havenklanken: still(havenklankenStill640, havenklankenStill1280, havenklankenStill1920),
} as const satisfies Record<string, Still>;

/** Per showcase client: the page in a desktop browser and on a phone. */
export const clips = {
  korenbloem: {
    desktop: { webm: korenbloemDesktopWebm, mp4: korenbloemDesktopMp4, poster: stills.korenbloem },
    mobile: {
      webm: korenbloemMobileWebm,
      mp4: korenbloemMobileMp4,
      poster: still(korenbloemMobilePoster640, korenbloemMobilePoster1280, korenbloemMobilePoster1920),
    },
  },
  fysioOostpark: {
    desktop: { webm: fysioOostparkDesktopWebm, mp4: fysioOostparkDesktopMp4, poster: stills.fysioOostpark },
    mobile: {
      webm: fysioOostparkMobileWebm,
      mp4: fysioOostparkMobileMp4,
      poster: still(fysioOostparkMobilePoster640, fysioOostparkMobilePoster1280, fysioOostparkMobilePoster1920),
    },
  },
  bonenbaas: {
    desktop: { webm: bonenbaasDesktopWebm, mp4: bonenbaasDesktopMp4, poster: stills.bonenbaas },
    mobile: {
      webm: bonenbaasMobileWebm,
      mp4: bonenbaasMobileMp4,
      poster: still(bonenbaasMobilePoster640, bonenbaasMobilePoster1280, bonenbaasMobilePoster1920),
    },
  },
  spaak: {
    desktop: { webm: spaakDesktopWebm, mp4: spaakDesktopMp4, poster: stills.spaak },
    mobile: {
      webm: spaakMobileWebm,
      mp4: spaakMobileMp4,
      poster: still(spaakMobilePoster640, spaakMobilePoster1280, spaakMobilePoster1920),
    },
  },
  groenhuis: {
    desktop: { webm: groenhuisDesktopWebm, mp4: groenhuisDesktopMp4, poster: stills.groenhuis },
    mobile: {
      webm: groenhuisMobileWebm,
      mp4: groenhuisMobileMp4,
      poster: still(groenhuisMobilePoster640, groenhuisMobilePoster1280, groenhuisMobilePoster1920),
    },
  },
} satisfies Record<string, Record<'desktop' | 'mobile', VideoSources>>;
