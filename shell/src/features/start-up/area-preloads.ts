/** Id of the `<template>` in which the composer puts the preloads of the area's files. */
export const AREA_PRELOADS_ID = 'codekade-area-files';
/** Marks the template's links to the area's style files whose CSS the composer inlined. */
export const INLINED_STYLE_ATTRIBUTE = 'data-inlined';

/**
 * The composer inlines the area's CSS inside `@scope (#main)`. A browser that applies `@scope` has
 * those styles already; one that does not needs the files.
 */
function appliesInlinedAreaCss(): boolean {
  return typeof window !== 'undefined' && 'CSSScopeRule' in window;
}

/**
 * Lets the browser fetch the area's manifest, entry and page files, which the composer listed in an
 * inert `<template>`: as live preloads in the head they would compete with the page's first paint
 * for the network, so they go live when the app starts, beside React's own files.
 *
 * Where the inlined CSS applies, the area's style files are added as disabled stylesheet links: never
 * fetched, but the remote's chunk loader and the federation runtime find them and take them as
 * loaded, so a phone does not fetch the same CSS again and restyle the whole page once per file.
 * Elsewhere they are left out, and the files load as they always did.
 */
export function addAreaPreloads(doc: Document = document, inlinedCssApplies = appliesInlinedAreaCss()): void {
  const template = doc.getElementById(AREA_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const files = template.content.cloneNode(true) as DocumentFragment;
  const inlined = [...files.querySelectorAll<HTMLLinkElement>(`link[${INLINED_STYLE_ATTRIBUTE}]`)];
  if (inlinedCssApplies) {
    const inlinedFiles = new Set(inlined.map((link) => link.getAttribute('href')));
    for (const preload of files.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
      if (inlinedFiles.has(preload.getAttribute('href'))) preload.remove();
    }
  } else {
    for (const link of inlined) link.remove();
  }
  doc.head.append(files);
}

/** True on a composed page with a remote's HTML in its area (the composer lists that remote's files). */
export function hasAreaPreloads(doc: Document = document): boolean {
  return doc.getElementById(AREA_PRELOADS_ID) !== null;
}
