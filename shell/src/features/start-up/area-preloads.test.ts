import { beforeEach, describe, expect, it } from 'vitest';
import { AREA_PRELOADS_ID, addAreaPreloads } from './area-preloads';

const BASE = 'http://remote.test/';

beforeEach(() => {
  document.head.innerHTML =
    `<template id="${AREA_PRELOADS_ID}">` +
    `<link rel="preload" as="script" href="${BASE}remoteEntry.js">` +
    `<link rel="preload" as="style" href="${BASE}routes.css">` +
    `<link rel="stylesheet" disabled data-inlined href="${BASE}routes.css">` +
    `<link rel="stylesheet" disabled data-inlined href="${BASE}later.css">` +
    '</template>';
});

const liveLinks = () =>
  [...document.head.querySelectorAll(':scope > link')].map(
    (link) =>
      `${link.getAttribute('rel')}${link.hasAttribute('disabled') ? ' disabled' : ''} ${link.getAttribute('href')}`,
  );

describe('addAreaPreloads', () => {
  it('where the inlined CSS applies, marks its files as there (disabled) and preloads only code', () => {
    addAreaPreloads(document, true);
    expect(liveLinks()).toEqual([
      `preload ${BASE}remoteEntry.js`,
      `stylesheet disabled ${BASE}routes.css`,
      `stylesheet disabled ${BASE}later.css`,
    ]);
  });

  it('elsewhere (no @scope), preloads the style files as before', () => {
    addAreaPreloads(document, false);
    expect(liveLinks()).toEqual([`preload ${BASE}remoteEntry.js`, `preload ${BASE}routes.css`]);
  });
});
