/**
 * Which /projecten section is "in view" and which sidebar buttons that shows. Pure functions, so the
 * rule is tested without a browser; the hook useSectionInView feeds them measured boxes.
 */

/** A section is in view when its top is at or above this line... (px from the viewport top) */
export const IN_VIEW_TOP_MAX_PX = 200;
/** ...and its bottom at or below this one. */
export const IN_VIEW_BOTTOM_MIN_PX = 100;

export const NO_SECTION = 'none';
export type ActiveSection<Id extends string> = Id | typeof NO_SECTION;

export interface SectionBox<Id extends string> {
  id: Id;
  /** Bounding box edges in px from the viewport top, as getBoundingClientRect gives them. */
  top: number;
  bottom: number;
}

export function isSectionInView({ top, bottom }: { top: number; bottom: number }): boolean {
  return top <= IN_VIEW_TOP_MAX_PX && bottom >= IN_VIEW_BOTTOM_MIN_PX;
}

/**
 * The section in view, or 'none' (above the first section, or past the last). Where a section ends
 * inside the band, the next one already counts too: the later section wins, so the sidebar switches
 * as soon as a new section's top passes the 200 px line.
 */
export function sectionInView<Id extends string>(boxes: readonly SectionBox<Id>[]): ActiveSection<Id> {
  return boxes.findLast(isSectionInView)?.id ?? NO_SECTION;
}

export interface SidebarButton<Id extends string> {
  id: Id;
  /** The section in view (blue); the others are its neighbours (gray). */
  current: boolean;
}

/** The buttons for the active section: the section itself between its neighbours; none for 'none'. */
export function sidebarButtons<Id extends string>(
  order: readonly Id[],
  active: ActiveSection<Id>,
): SidebarButton<Id>[] {
  // Widened, since "none" is never among the ids.
  const index = (order as readonly string[]).indexOf(active);
  if (index === -1) return [];
  return order.slice(Math.max(0, index - 1), index + 2).map((id) => ({ id, current: id === active }));
}
