import { afterEach, describe, expect, it } from 'vitest';
import { overrideConfirmationText, thisComputer } from '../../content/override-confirmation-texts';
import { confirmOverrides } from './override-confirmation';

const dialog = () => document.querySelector('dialog');
const button = (name: string) =>
  [...document.querySelectorAll('dialog button')].find((found) => found.textContent === name) as HTMLButtonElement;
const press = (key: string, shiftKey = false) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
  );

afterEach(() => {
  document.body.replaceChildren();
});

describe('the confirmation of an override', () => {
  it('names each remote and its origin and says development code will run on this site', () => {
    void confirmOverrides({
      mf_about: 'http://localhost:3104/mf-manifest.json',
      mf_home: 'https://codekade-home--pr-1-a1b2c3d4.web.app/mf-manifest.json',
    });
    const text = dialog()?.textContent ?? '';
    expect(text).toContain(overrideConfirmationText.title);
    expect(text).toContain('mf_about');
    expect(text).toContain(`http://localhost:3104 (${thisComputer})`);
    expect(text).toContain('mf_home');
    expect(text).toContain('https://codekade-home--pr-1-a1b2c3d4.web.app');
    expect(text).toContain('ontwikkelcode op deze site');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('override-confirmation-title');
  });

  it('keeps the focus inside it, on "Annuleren" first', () => {
    void confirmOverrides({ mf_about: 'http://localhost:3104/mf-manifest.json' });
    const cancel = button(overrideConfirmationText.cancel);
    const confirm = button(overrideConfirmationText.confirm);
    expect(document.activeElement).toBe(cancel);
    press('Tab');
    expect(document.activeElement).toBe(confirm);
    press('Tab');
    expect(document.activeElement).toBe(cancel);
    press('Tab', true);
    expect(document.activeElement).toBe(confirm);
  });

  it.each([
    ['Escape', () => press('Escape'), false],
    ['"Annuleren"', () => button(overrideConfirmationText.cancel).click(), false],
    ['"Doorgaan"', () => button(overrideConfirmationText.confirm).click(), true],
  ])('answers %s and goes', async (_case, answer, confirmed) => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    const asked = confirmOverrides({ mf_about: 'http://localhost:3104/mf-manifest.json' });
    answer();
    expect(await asked).toBe(confirmed);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(outside);
  });
});
