/** Id of the `<template>` in which the composer puts the preloads of the area's files. */
export const AREA_PRELOADS_ID = 'codekade-area-files';

/**
 * Lets the browser fetch the area's manifest, entry and page files, which the composer listed in an
 * inert `<template>`: as live preloads in the head they would compete with the page's first paint
 * for the network, so they go live when the app starts, beside React's own files.
 */
export function addAreaPreloads(doc: Document = document): void {
  const template = doc.getElementById(AREA_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content.cloneNode(true));
}

/** True on a composed page with a remote's HTML in its area (the composer lists that remote's files). */
export function hasAreaPreloads(doc: Document = document): boolean {
  return doc.getElementById(AREA_PRELOADS_ID) !== null;
}
