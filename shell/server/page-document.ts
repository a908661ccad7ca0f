import { canonicalUrl } from '@codekade/shared/addresses';
import type { RemoteName } from '@codekade/shared/contract';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { type FragmentSlotName, SLOT_STYLE_ATTRIBUTE } from '@codekade/shared/fragment-slots';
import { type PageFragment, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { documentTitle } from '@codekade/shared/page-meta';
import { AREA_SLOT } from '../src/features/remotes';
import { AREA_PRELOADS_ID, INLINED_STYLE_ATTRIBUTE } from '../src/features/start-up';
import { COMPOSITION_DATA_ID, type CompositionData } from '../src/lib/composition-data';
import { composeDocument, escapeHtml, inlineStyle, jsonScript, styleElement } from './document';
import { fragmentHtmlProblem } from './fragment-html';
import { type EmptySlot, fillSlots } from './fragment-slots';
import type { VersionPins } from './fragment-source';
import type { FilledSlot } from './page-slots';
import type { ReleaseInputs } from './release-inputs';
import type { RenderedShell } from './render-shell';
import type { PickedVersions } from './version-pick';

/** The stage that writes a page's document: what every page of this request shares. */
export interface PageDocumentRequest {
  inputs: ReleaseInputs;
  picked: PickedVersions;
  /** Public address of the site, for canonical links and the share image. */
  siteUrl: string;
  /** The path the document is composed for (its canonical link). */
  path: string;
  shell: RenderedShell;
}

/**
 * Head markup: the remote's CSS and the page's own hints (its main picture) for the first paint; the
 * preloads of the remote's code in an inert template, which the shell's entry makes live when the app
 * starts (`addAreaPreloads`), so they never compete with the first paint. Each preload carries the
 * pin of its file (issue 48), as the loads that use it do: a preload whose integrity differs from the
 * load's is fetched for nothing, and a file the version does not pin is not preloaded.
 */
function remoteHead({
  fragment,
  manifestUrl,
  base,
  pins,
}: {
  fragment: PageFragment;
  manifestUrl: string;
  base: string;
  pins: VersionPins;
}) {
  const url = (file: string) => new URL(file, base).href;
  const pinOf = (file: string) => {
    const href = url(file);
    return href.startsWith(base) ? pins.files.get(href.slice(base.length)) : undefined;
  };
  /** A preload with CORS, as the browser then loads the file (pinned-loads-plugin.ts, the remotes' crossOriginLoading). */
  const preload = (as: string, href: string, integrity: string | undefined) =>
    integrity === undefined
      ? ''
      : `<link rel="preload" as="${as}" crossorigin="anonymous" integrity="${escapeHtml(integrity)}" href="${escapeHtml(href)}">`;
  const codePreloads = [
    // The manifest without `integrity`, which Chromium ignores (and warns about) on an `as=fetch`
    // preload: the shell digests its bytes itself (pinned-loads-plugin.ts). A version with no pin has no preloads.
    ...(pins.manifest === undefined
      ? []
      : [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`]),
    ...fragment.preload.scripts.map((file) => preload('script', url(file), pinOf(file))),
    ...fragment.preload.styles.map((file) => preload('style', url(file), pinOf(file))),
    // Style files whose CSS is inlined above: disabled, so never fetched, but found by the loaders.
    ...(fragment.inlinedStyles ?? []).map(
      (file) => `<link rel="stylesheet" disabled ${INLINED_STYLE_ATTRIBUTE} href="${escapeHtml(url(file))}">`,
    ),
  ];
  return [
    inlineStyle(fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, base)),
    fragment.resourceHints.replaceAll(REMOTE_BASE_PLACEHOLDER, base),
    `<template id="${AREA_PRELOADS_ID}">${codePreloads.join('')}</template>`,
  ].join('');
}

/** The head's style of a filled slot: its CSS, scoped to the slot, the publisher's files at its base. */
const slotStyle = ({ fragment, base }: FilledSlot) =>
  styleElement(fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, base), { [SLOT_STYLE_ATTRIBUTE]: fragment.slot });

/** The discovery document a page carries (and the composer answers at DISCOVERY_PATH): the areas it was composed with. */
export const pageDiscovery = (inputs: ReleaseInputs) => ({
  format: DISCOVERY_FORMAT,
  remotes: inputs.discovery.remotes,
});

/**
 * What the page carries for the browser: its area, the manifests of the versions picked for it (the
 * page keeps them for its life), the areas it was composed with, whose pins the browser loads them by.
 */
function compositionData({ inputs, picked }: PageDocumentRequest, area: CompositionData['area']): CompositionData {
  return { area, remotes: picked.manifests, discovery: pageDiscovery(inputs) };
}

/** The document of a path no area owns: the shell's own not-found page. */
export function shellPageDocument(request: PageDocumentRequest): string {
  const { inputs, siteUrl, path, shell } = request;
  const meta = shell.meta ?? { title: notFoundText.title, description: '' };
  return composeDocument(inputs.template, {
    title: documentTitle(meta.title),
    description: meta.description,
    canonicalUrl: canonicalUrl(siteUrl, path),
    imageUrl: new URL('/og-image.png', siteUrl).href,
    headHtml: inputs.shellStyle + jsonScript(COMPOSITION_DATA_ID, compositionData(request, null)),
    rootHtml: shell.html,
  });
}

export interface AreaPageDocumentRequest extends PageDocumentRequest {
  remote: RemoteName;
  manifestUrl: string;
  fragment: PageFragment;
  /** The pins of the version the fragment came from, as the composer checked them. */
  pins: VersionPins;
  /** The fragment's empty slots (fragment-slots.ts) and the slots filled for them. */
  emptySlots: EmptySlot[];
  slots: ReadonlyMap<FragmentSlotName, FilledSlot>;
}

/**
 * The document of an area's page, its slots filled. Each part passed the checker alone; together they
 * must too, or the page goes without its slots: `slotsProblem` then says why.
 */
export function areaPageDocument(request: AreaPageDocumentRequest): { body: string; slotsProblem?: string } {
  const { inputs, siteUrl, path, shell, remote, manifestUrl, fragment, pins, emptySlots, slots } = request;
  const base = new URL('.', manifestUrl).href;
  const ownBase = (part: string) => part.replaceAll(REMOTE_BASE_PLACEHOLDER, base);
  let areaHtml = ownBase(fragment.html);
  let slotStyles = '';
  let slotsProblem: string | undefined;
  if (slots.size > 0) {
    const contents = new Map(
      [...slots].map(([name, slot]) => [name, slot.fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base)]),
    );
    const filled = fillSlots(fragment.html, emptySlots, contents, ownBase);
    slotsProblem = fragmentHtmlProblem(filled);
    if (!slotsProblem) {
      areaHtml = filled;
      slotStyles = [...slots.values()].map(slotStyle).join('');
    }
  }
  const data = compositionData(request, { remote, buildId: fragment.buildId });
  const body = composeDocument(inputs.template, {
    title: documentTitle(fragment.head.title),
    description: fragment.head.description,
    canonicalUrl: canonicalUrl(siteUrl, path),
    imageUrl: new URL('/og-image.png', siteUrl).href,
    headHtml:
      inputs.shellStyle +
      remoteHead({ fragment, manifestUrl, base, pins }) +
      slotStyles +
      jsonScript(COMPOSITION_DATA_ID, data),
    rootHtml: shell.html.replace(AREA_SLOT, () => areaHtml),
  });
  return slotsProblem ? { body, slotsProblem } : { body };
}
