import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilLoaded, replayHeldInput } from './below-the-fold-input';

/** A server-rendered part: a wrapper with a tab button and a link, no code behind it yet. */
function serverPart(name: string) {
  document.body.innerHTML = `<div data-below-the-fold="${name}"><div><button type="button">Aanpak</button><a href="/over-ons">Meer</a></div></div>`;
  const part = document.querySelector(`[data-below-the-fold="${name}"]`) as HTMLElement;
  return {
    part,
    button: part.querySelector('button') as HTMLButtonElement,
    link: part.querySelector('a') as HTMLElement,
  };
}

describe('held input of a part whose code is on its way', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replays clicks and keys in order once the part is live, on the element found again', async () => {
    const load = holdInputUntilLoaded('tabs', async () => 'code');
    const { part, button } = serverPart('tabs');
    button.click();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await load();

    // Hydration may render the part afresh: the replay finds the target by its place in the part.
    part.innerHTML = '<div><button type="button">Aanpak</button></div>';
    const live = part.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    live.addEventListener('click', () => seen.push('click'));
    live.addEventListener('keydown', (event) => seen.push(`keydown ${event.key}`));
    replayHeldInput('tabs', part);
    expect(seen).toEqual(['click', 'keydown ArrowRight']);

    replayHeldInput('tabs', part);
    expect(seen, 'each input is replayed once').toHaveLength(2);
  });

  it('holds nothing once the code has arrived, since React then hydrates the part on input', async () => {
    const load = holdInputUntilLoaded('reviews', async () => 'code');
    await load();
    const { part, button } = serverPart('reviews');
    button.click();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    replayHeldInput('reviews', part);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('leaves links and the keys a browser handles itself to the browser', () => {
    holdInputUntilLoaded('contact', async () => 'code');
    const { part, button, link } = serverPart('contact');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    const onInput = vi.fn();
    link.addEventListener('click', onInput);
    button.addEventListener('keydown', onInput);
    replayHeldInput('contact', part);
    expect(onInput).not.toHaveBeenCalled();
  });
});
