// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFederationName } from './discovery';
import { FRAGMENT_SLOT_NAMES, FRAGMENT_SLOTS, isFragmentSlotName, parseSlotContent } from './fragment-slots';

/** The workspace, whose remotes' folders each declare their build facts in remote.json. */
const workspace = join(import.meta.dirname, '../..');

describe('fragment slots', () => {
  it('each name a publisher and the area that shows it, two different remotes', () => {
    for (const name of FRAGMENT_SLOT_NAMES) {
      const { publisher, shownBy } = FRAGMENT_SLOTS[name];
      for (const remote of [publisher, shownBy]) {
        expect(isFederationName(remote), remote).toBe(true);
        expect(existsSync(join(workspace, remote.replaceAll('_', '-'), 'remote.json')), remote).toBe(true);
      }
      expect(publisher).not.toBe(shownBy);
      // A slot's name is a path segment of the composer's answer and a CSS attribute value.
      expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });

  it('are known by their own names only, never by what every object has', () => {
    expect(isFragmentSlotName('recent-work')).toBe(true);
    for (const other of ['constructor', '__proto__', 'toString', 'Recent-Work', '', 5, null]) {
      expect(isFragmentSlotName(other)).toBe(false);
    }
  });
});

describe('parseSlotContent', () => {
  it('reads the composer answer as HTML and CSS', () => {
    expect(parseSlotContent({ html: '<p>x</p>', css: '', extra: 1 })).toEqual({ html: '<p>x</p>', css: '' });
  });

  it('gives undefined for anything else a fetch could bring, and never throws (generated answers)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const content = parseSlotContent(json);
        if (content !== undefined) {
          expect(typeof content.html).toBe('string');
          expect(typeof content.css).toBe('string');
        }
      }),
      { numRuns: 1000 },
    );
    for (const odd of [null, undefined, 'x', [], { html: 1, css: '' }, { html: '' }]) {
      expect(parseSlotContent(odd)).toBeUndefined();
    }
  });
});
