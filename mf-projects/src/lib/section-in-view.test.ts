import { describe, expect, it } from 'vitest';
import { isSectionInView, type SectionBox, sectionInView, sidebarButtons } from './section-in-view';

type Id = 'websites' | 'webstores' | 'landingpages';
const order: Id[] = ['websites', 'webstores', 'landingpages'];

/** Three stacked sections, 800, 1200 and 500 px tall, with the first one's top at `firstTop`. */
function boxesAt(firstTop: number): SectionBox<Id>[] {
  return [
    { id: 'websites', top: firstTop, bottom: firstTop + 800 },
    { id: 'webstores', top: firstTop + 800, bottom: firstTop + 2000 },
    { id: 'landingpages', top: firstTop + 2000, bottom: firstTop + 2500 },
  ];
}

describe('isSectionInView', () => {
  it('counts a section whose top is at most 200 px and whose bottom is at least 100 px down', () => {
    expect(isSectionInView({ top: 200, bottom: 100 })).toBe(true);
    expect(isSectionInView({ top: -500, bottom: 600 })).toBe(true);
    expect(isSectionInView({ top: 201, bottom: 900 })).toBe(false);
    expect(isSectionInView({ top: -500, bottom: 99 })).toBe(false);
  });
});

describe('sectionInView', () => {
  it('is none above the first section', () => {
    expect(sectionInView(boxesAt(350))).toBe('none');
    expect(sectionInView(boxesAt(201))).toBe('none');
  });

  it('is the first section once its top reaches 200 px', () => {
    expect(sectionInView(boxesAt(200))).toBe('websites');
    expect(sectionInView(boxesAt(-300))).toBe('websites');
  });

  it('prefers the later section when a boundary lies inside the band', () => {
    // websites ends at 150 (still >= 100), webstores starts at 150 (<= 200).
    expect(sectionInView(boxesAt(-650))).toBe('webstores');
    expect(sectionInView(boxesAt(-599))).toBe('websites');
  });

  it('finds the middle and the last section', () => {
    expect(sectionInView(boxesAt(-1500))).toBe('webstores');
    expect(sectionInView(boxesAt(-2000))).toBe('landingpages');
  });

  it('is none again once the last section has scrolled above 100 px', () => {
    expect(sectionInView(boxesAt(-2401))).toBe('none');
  });

  it('is none without sections', () => {
    expect(sectionInView([])).toBe('none');
  });
});

describe('sidebarButtons', () => {
  const shown = (active: Id | 'none') =>
    sidebarButtons(order, active).map(({ id, current }) => (current ? `[${id}]` : id));

  it('shows websites (current) and webstores in the websites section', () => {
    expect(shown('websites')).toEqual(['[websites]', 'webstores']);
  });

  it('shows all three, webstores current, in the webstores section', () => {
    expect(shown('webstores')).toEqual(['websites', '[webstores]', 'landingpages']);
  });

  it('shows webstores and landingpages (current) in the landingpages section', () => {
    expect(shown('landingpages')).toEqual(['webstores', '[landingpages]']);
  });

  it('shows nothing when no section is in view', () => {
    expect(shown('none')).toEqual([]);
  });
});
