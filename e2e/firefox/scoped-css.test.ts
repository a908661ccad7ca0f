import { scopeAreaCss } from 'shell/fragment-css';
import { expect, siteOrigin, test } from './support/fixtures';

/** CSS a hostile remote could ship to blank or restyle the whole page, scoped as the composer does. */
const HOSTILE_CSS = 'body,header,footer,main{display:none!important}a{outline:3px solid rgb(255, 0, 0)}';

test("a remote's scoped CSS styles its own area only, in Firefox ESR too", async ({ page }) => {
  // A served page of the site gives the tab its origin; the test document, the shell's layout in small, is
  // a frame of its own, so the shell's start-up on the page never meets a replaced document.
  await page.goto(`${siteOrigin}/bestaat-niet`);
  const styles = await page.evaluate(async (css) => {
    const frame = document.createElement('iframe');
    frame.srcdoc =
      '<!doctype html><html><head></head><body><header><a href="/">shell</a></header><main id="main"><header><a href="/x">area</a></header></main><footer><a href="/">shell</a></footer></body></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const testDocument = frame.contentDocument as Document;
    const style = testDocument.createElement('style');
    style.textContent = css;
    testDocument.head.append(style);
    const view = frame.contentWindow as Window;
    const at = (selector: string) => view.getComputedStyle(testDocument.querySelector(selector) as Element);
    return {
      body: at('body').display,
      main: at('main').display,
      shellHeader: at('body > header').display,
      footer: at('footer').display,
      areaHeader: at('main header').display,
      shellLink: at('body > header a').outlineColor,
      areaLink: at('main a').outlineColor,
    };
  }, scopeAreaCss(HOSTILE_CSS));
  expect(styles).toMatchObject({
    body: 'block',
    main: 'block',
    shellHeader: 'block',
    footer: 'block',
    areaHeader: 'none',
  });
  expect(styles.areaLink).toBe('rgb(255, 0, 0)');
  expect(styles.shellLink).not.toBe('rgb(255, 0, 0)');
});
