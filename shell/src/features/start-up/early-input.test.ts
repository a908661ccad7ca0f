import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

const html = document.documentElement;
/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

let onFirstInput: ReturnType<typeof vi.fn<() => void>>;
let clicks: string[];
const recordClick = (event: Event) => clicks.push((event.target as Element).id);
const stops: (() => void)[] = [];
function hold(hasArea: boolean) {
  stops.push(holdEarlyInput(hasArea, onFirstInput));
}

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <header><button id="menu">Menu</button><a id="home" href="#top">Home</a></header>
      <main id="main"><div role="tablist"><button id="tab">Aanpak</button></div></main>
    </div>`;
  clicks = [];
  onFirstInput = vi.fn();
  // What the hydrated app would do: its handlers answer only once their part is live.
  document.addEventListener('click', recordClick);
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.removeEventListener('click', recordClick);
  delete html.dataset.hydrated;
  delete html.dataset.area;
});

describe('holdEarlyInput', () => {
  it('holds a click on the layout until the layout is live, then replays it once', async () => {
    hold(true);
    document.getElementById('menu')?.click();
    expect(clicks).toEqual([]);
    expect(onFirstInput).toHaveBeenCalledOnce();
    html.dataset.hydrated = 'true';
    await observed();
    expect(clicks).toEqual(['menu']);
  });

  it('holds a click on the area until the area is live, not just the layout', async () => {
    hold(true);
    document.getElementById('tab')?.click();
    html.dataset.hydrated = 'true';
    await observed();
    expect(clicks).toEqual([]);
    html.dataset.area = 'ready';
    await observed();
    expect(clicks).toEqual(['tab']);
  });

  it('finds the target again when the area was rendered afresh', async () => {
    hold(true);
    document.getElementById('tab')?.click();
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = '<div role="tablist"><button id="fresh-tab">Aanpak</button></div>';
    html.dataset.hydrated = 'true';
    html.dataset.area = 'ready';
    await observed();
    expect(clicks).toEqual(['fresh-tab']);
  });

  it('drops what was held on an area that failed to load', async () => {
    hold(true);
    document.getElementById('tab')?.click();
    html.dataset.hydrated = 'true';
    html.dataset.area = 'failed';
    await observed();
    expect(clicks).toEqual([]);
  });

  it('leaves links alone: they work without JavaScript', () => {
    hold(true);
    document.getElementById('home')?.click();
    expect(clicks).toEqual(['home']);
    expect(onFirstInput).not.toHaveBeenCalled();
  });

  it('holds arrow keys but not the keys whose default action is the point (Enter, Tab)', async () => {
    hold(true);
    const keys: string[] = [];
    document.body.addEventListener('keydown', (event) => keys.push(event.key));
    const tab = document.getElementById('tab') as HTMLElement;
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    tab.dispatchEvent(arrow);
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(arrow.defaultPrevented).toBe(true);
    expect(keys).toEqual(['Tab']);
    html.dataset.hydrated = 'true';
    html.dataset.area = 'ready';
    await observed();
    expect(keys).toEqual(['Tab', 'ArrowRight']);
  });

  it('holds nothing in the main element of a page without a remote area, once the layout is live', async () => {
    hold(false);
    html.dataset.hydrated = 'true';
    await observed();
    document.getElementById('tab')?.click();
    expect(clicks).toEqual(['tab']);
  });

  it('stops holding once the first page is live, so later navigations are not held', async () => {
    hold(true);
    html.dataset.hydrated = 'true';
    html.dataset.area = 'ready';
    await observed();
    delete html.dataset.area;
    document.getElementById('tab')?.click();
    expect(clicks).toEqual(['tab']);
  });
});
