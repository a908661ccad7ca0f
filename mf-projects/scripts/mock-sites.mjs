/**
 * Mock homepages of the (fictional) clients in the portfolio, as self-contained HTML (system fonts,
 * inline SVG, no network). generate-media.mjs films and photographs them; nothing here ships.
 * Names and domains match src/content/projects.ts.
 */

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Simple flat illustrations: one per trade for the hero, one per product for its card; `c` is a colour set { a, b, c }. */
export const motifs = {
  bread: (c) => `
    <ellipse cx="100" cy="120" rx="78" ry="44" fill="${c.a}"/>
    <ellipse cx="100" cy="110" rx="70" ry="34" fill="${c.b}"/>
    <path d="M60 100 q10 -14 20 0 M90 96 q10 -14 20 0 M120 100 q10 -14 20 0" stroke="${c.c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  physio: (c) => `
    <circle cx="100" cy="50" r="18" fill="${c.a}"/>
    <path d="M100 70 L100 125 M100 85 L55 60 M100 85 L150 62 M100 125 L70 170 M100 125 L135 168" stroke="${c.b}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <circle cx="160" cy="150" r="22" fill="${c.c}"/>`,
  building: (c) => `
    <rect x="30" y="70" width="60" height="110" fill="${c.a}"/>
    <rect x="95" y="30" width="75" height="150" fill="${c.b}"/>
    <path d="M105 50 h55 M105 75 h55 M105 100 h55 M105 125 h55 M105 150 h55" stroke="${c.c}" stroke-width="6"/>
    <rect x="45" y="90" width="30" height="70" fill="${c.c}"/>`,
  coffee: (c) => `
    <path d="M50 80 h90 v60 a35 35 0 0 1 -35 35 h-20 a35 35 0 0 1 -35 -35z" fill="${c.a}"/>
    <path d="M140 95 h14 a18 18 0 0 1 0 36 h-14" stroke="${c.a}" stroke-width="10" fill="none"/>
    <path d="M75 60 q-10 -15 0 -30 M100 60 q-10 -15 0 -30 M125 60 q-10 -15 0 -30" stroke="${c.c}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="50" y="80" width="90" height="14" fill="${c.b}"/>`,
  bike: (c) => `
    <circle cx="55" cy="130" r="38" stroke="${c.a}" stroke-width="10" fill="none"/>
    <circle cx="150" cy="130" r="38" stroke="${c.a}" stroke-width="10" fill="none"/>
    <path d="M55 130 L88 72 L135 72 L150 130 M88 72 L105 130 L135 72 M80 60 h22 M135 72 l-6 -18 h18" stroke="${c.b}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="105" cy="130" r="8" fill="${c.c}"/>`,
  plant: (c) => `
    <path d="M65 120 h70 l-10 60 h-50z" fill="${c.a}"/>
    <path d="M100 120 C100 80 70 60 45 55 C50 85 70 110 100 120 M100 120 C100 70 130 45 160 42 C155 80 130 110 100 120 M100 120 C95 90 100 50 100 25" stroke="${c.b}" stroke-width="6" fill="${c.c}"/>`,
  yarn: (c) => `
    <circle cx="80" cy="120" r="50" fill="${c.a}"/>
    <path d="M40 95 q40 30 80 0 M35 120 q45 30 90 0 M45 145 q35 25 70 0" stroke="${c.b}" stroke-width="5" fill="none"/>
    <circle cx="150" cy="140" r="32" fill="${c.c}"/>
    <path d="M120 120 q30 -80 60 -70" stroke="${c.b}" stroke-width="4" fill="none"/>`,
  stage: (c) => `
    <rect x="20" y="130" width="160" height="50" fill="${c.a}"/>
    <path d="M40 20 L70 130 H10z M100 10 L125 130 H75z M160 20 L190 130 H130z" fill="${c.c}" opacity="0.55"/>
    <circle cx="40" cy="20" r="9" fill="${c.b}"/><circle cx="100" cy="10" r="9" fill="${c.b}"/><circle cx="160" cy="20" r="9" fill="${c.b}"/>`,
  seededLoaf: (c) => `
    <path d="M30 150 v-50 a70 50 0 0 1 140 0 v50z" fill="${c.a}"/>
    <path d="M40 150 v-45 a60 40 0 0 1 120 0 v45z" fill="${c.b}"/>
    <g fill="${c.c}"><ellipse cx="70" cy="95" rx="5" ry="3"/><ellipse cx="95" cy="80" rx="5" ry="3"/><ellipse cx="125" cy="90" rx="5" ry="3"/><ellipse cx="85" cy="115" rx="5" ry="3"/><ellipse cx="115" cy="118" rx="5" ry="3"/><ellipse cx="140" cy="112" rx="5" ry="3"/></g>`,
  bun: (c) => `
    <circle cx="100" cy="110" r="62" fill="${c.a}"/>
    <circle cx="100" cy="104" r="54" fill="${c.b}"/>
    <path d="M70 90 L130 90 M100 60 L100 150" stroke="${c.c}" stroke-width="7" stroke-linecap="round"/>`,
  spine: (c) => `
    <circle cx="100" cy="34" r="20" fill="${c.a}"/>
    <g fill="${c.b}"><rect x="84" y="62" width="32" height="16" rx="6"/><rect x="82" y="84" width="36" height="16" rx="6"/><rect x="80" y="106" width="40" height="16" rx="6"/><rect x="80" y="128" width="40" height="16" rx="6"/><rect x="82" y="150" width="36" height="16" rx="6"/></g>
    <path d="M58 70 q-16 40 0 80 M142 70 q16 40 0 80" stroke="${c.c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  needle: (c) => `
    <circle cx="100" cy="100" r="70" fill="${c.c}"/>
    <path d="M60 150 L140 50" stroke="${c.a}" stroke-width="6" stroke-linecap="round"/>
    <rect x="128" y="34" width="26" height="14" rx="4" transform="rotate(-51 141 41)" fill="${c.b}"/>
    <circle cx="60" cy="150" r="7" fill="${c.b}"/>`,
  villa: (c) => `
    <path d="M20 100 L100 40 L180 100z" fill="${c.a}"/>
    <rect x="35" y="100" width="130" height="75" fill="${c.b}"/>
    <rect x="55" y="118" width="40" height="30" fill="${c.c}"/>
    <rect x="115" y="125" width="30" height="50" fill="${c.a}"/>`,
  warehouse: (c) => `
    <path d="M20 70 L60 40 L100 70 L140 40 L180 70 V180 H20z" fill="${c.a}"/>
    <g fill="${c.c}"><rect x="36" y="90" width="24" height="24"/><rect x="88" y="90" width="24" height="24"/><rect x="140" y="90" width="24" height="24"/><rect x="36" y="130" width="24" height="24"/><rect x="140" y="130" width="24" height="24"/></g>
    <path d="M80 180 v-42 a20 20 0 0 1 40 0 v42z" fill="${c.b}"/>`,
  bean: (c) => `
    <ellipse cx="80" cy="100" rx="40" ry="58" transform="rotate(-25 80 100)" fill="${c.a}"/>
    <path d="M95 50 q-40 50 -12 105" stroke="${c.c}" stroke-width="6" fill="none" transform="rotate(-25 80 100)"/>
    <ellipse cx="140" cy="120" rx="30" ry="44" transform="rotate(20 140 120)" fill="${c.b}"/>
    <path d="M150 82 q-28 38 -8 78" stroke="${c.c}" stroke-width="5" fill="none" transform="rotate(20 140 120)"/>`,
  coffeeBag: (c) => `
    <path d="M55 40 h90 l15 140 h-120z" fill="${c.a}"/>
    <path d="M55 40 l-10 -10 h110 l-10 10z" fill="${c.b}"/>
    <rect x="70" y="90" width="60" height="46" rx="6" fill="${c.c}"/>
    <ellipse cx="100" cy="113" rx="10" ry="15" fill="${c.a}"/>`,
  espresso: (c) => `
    <path d="M40 165 h120 a60 12 0 0 1 -120 0z" fill="${c.b}"/>
    <path d="M65 100 h70 v30 a35 35 0 0 1 -70 0z" fill="${c.a}"/>
    <path d="M135 108 h10 a12 12 0 0 1 0 24 h-10" stroke="${c.a}" stroke-width="7" fill="none"/>
    <path d="M92 80 a12 12 0 1 0 16 -14 a16 16 0 1 1 -16 14z" fill="${c.c}"/>`,
  tyre: (c) => `
    <circle cx="100" cy="100" r="76" fill="${c.a}"/>
    <circle cx="100" cy="100" r="50" fill="${c.c}"/>
    <circle cx="100" cy="100" r="12" fill="${c.b}"/>
    <path d="M100 24 v16 M100 160 v16 M24 100 h16 M160 100 h16 M46 46 l11 11 M143 143 l11 11 M46 154 l11 -11 M143 57 l11 -11" stroke="${c.b}" stroke-width="8"/>`,
  lamp: (c) => `
    <path d="M40 70 h60 l30 -25 v110 l-30 -25 h-60z" fill="${c.a}"/>
    <circle cx="128" cy="100" r="14" fill="${c.c}"/>
    <path d="M150 70 L185 55 M155 100 H190 M150 130 L185 145" stroke="${c.b}" stroke-width="8" stroke-linecap="round"/>`,
  lock: (c) => `
    <path d="M65 95 v-30 a35 35 0 0 1 70 0 v30" stroke="${c.b}" stroke-width="14" fill="none"/>
    <rect x="45" y="90" width="110" height="90" rx="14" fill="${c.a}"/>
    <circle cx="100" cy="125" r="12" fill="${c.c}"/>
    <rect x="95" y="130" width="10" height="28" fill="${c.c}"/>`,
  pannier: (c) => `
    <rect x="40" y="60" width="120" height="120" rx="16" fill="${c.b}"/>
    <path d="M40 60 h120 v40 h-120z" fill="${c.a}"/>
    <path d="M70 40 v40 M130 40 v40" stroke="${c.a}" stroke-width="10" stroke-linecap="round"/>
    <rect x="85" y="92" width="30" height="18" rx="4" fill="${c.c}"/>`,
  monstera: (c) => `
    <path d="M65 130 h70 l-10 50 h-50z" fill="${c.a}"/>
    <path d="M100 130 C40 120 30 50 100 25 C170 50 160 120 100 130z" fill="${c.c}"/>
    <path d="M100 130 V35 M100 70 L60 60 M100 90 L55 95 M100 70 L140 60 M100 90 L145 95" stroke="${c.b}" stroke-width="6" stroke-linecap="round"/>`,
  calathea: (c) => `
    <path d="M65 140 h70 l-8 40 h-54z" fill="${c.a}"/>
    <path d="M100 140 C60 110 55 60 80 30 C110 60 110 110 100 140z" fill="${c.b}"/>
    <path d="M100 140 C130 115 150 80 145 45 C115 65 100 105 100 140z" fill="${c.c}"/>
    <path d="M82 50 l8 8 M78 75 l14 8 M80 100 l14 8 M136 68 l-10 8 M130 92 l-14 8" stroke="${c.c}" stroke-width="5" stroke-linecap="round"/>`,
  tree: (c) => `
    <path d="M60 150 h80 l-10 30 h-60z" fill="${c.a}"/>
    <path d="M100 150 V80 M100 110 L75 90 M100 100 L128 82" stroke="${c.a}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="100" cy="62" r="38" fill="${c.b}"/><circle cx="66" cy="82" r="24" fill="${c.c}"/><circle cx="136" cy="76" r="26" fill="${c.c}"/>`,
  snakePlant: (c) => `
    <rect x="60" y="140" width="80" height="42" rx="8" fill="${c.a}"/>
    <path d="M70 140 Q60 80 78 30 Q92 80 88 140z M92 140 Q96 60 110 20 Q122 70 112 140z M114 140 Q124 80 142 50 Q146 100 134 140z" fill="${c.b}"/>
    <path d="M78 60 v60 M110 50 v70 M136 80 v40" stroke="${c.c}" stroke-width="4"/>`,
  skein: (c) => `
    <path d="M35 100 C35 55 165 55 165 100 C165 145 35 145 35 100z" fill="${c.a}"/>
    <path d="M50 82 C80 110 120 110 150 82 M45 100 C80 130 120 130 155 100 M50 118 C80 80 120 80 150 118" stroke="${c.b}" stroke-width="5" fill="none"/>
    <rect x="88" y="70" width="24" height="60" rx="4" fill="${c.c}"/>`,
  cone: (c) => `
    <path d="M75 30 h50 l30 150 h-110z" fill="${c.a}"/>
    <path d="M70 60 h60 M66 85 h68 M61 110 h78 M56 135 h88 M51 160 h98" stroke="${c.b}" stroke-width="5"/>
    <path d="M125 40 q50 10 40 70" stroke="${c.c}" stroke-width="4" fill="none"/>`,
  needles: (c) => `
    <path d="M40 170 L150 40 M60 175 L165 55" stroke="${c.b}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="150" cy="40" r="11" fill="${c.a}"/><circle cx="165" cy="55" r="11" fill="${c.a}"/>
    <path d="M35 120 q30 -30 60 0 q30 30 60 0" stroke="${c.c}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  gull: (c) => `
    <circle cx="150" cy="50" r="26" fill="${c.c}"/>
    <path d="M25 110 q35 -40 75 0 q40 -40 75 0" stroke="${c.b}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M10 170 q25 -18 50 0 q25 18 50 0 q25 -18 50 0 q25 18 50 0" stroke="${c.a}" stroke-width="8" fill="none"/>`,
  microphone: (c) => `
    <rect x="76" y="20" width="48" height="90" rx="24" fill="${c.a}"/>
    <path d="M58 90 a42 42 0 0 0 84 0" stroke="${c.b}" stroke-width="9" fill="none"/>
    <path d="M100 132 v36 M72 172 h56" stroke="${c.b}" stroke-width="9" stroke-linecap="round"/>
    <path d="M84 45 h32 M84 65 h32" stroke="${c.c}" stroke-width="5"/>`,
  waves: (c) => `
    <circle cx="100" cy="70" r="36" fill="${c.c}"/>
    <path d="M10 110 q22 -20 45 0 t45 0 t45 0 t45 0 V190 H10z" fill="${c.a}"/>
    <path d="M10 140 q22 -20 45 0 t45 0 t45 0 t45 0" stroke="${c.b}" stroke-width="8" fill="none"/>`,
};

const svg = (motif, colors, size = 200) =>
  `<svg viewBox="0 0 200 200" width="${size}" height="${size}" aria-hidden="true">${motifs[motif](colors)}</svg>`;

function productCards(site) {
  return site.items
    .map(
      (item) => `
      <article class="card">
        <div class="thumb" style="background:${item.bg}">${svg(item.motif, item.colors, 120)}</div>
        <h3>${escapeHtml(item.name)}</h3>
        <p class="muted">${escapeHtml(item.text)}</p>
        ${site.shop ? `<div class="buy"><strong>${item.price}</strong><span class="btn small">In winkelmand</span></div>` : ''}
      </article>`,
    )
    .join('');
}

/** One mock homepage; responsive, so the same page serves the desktop and the phone clip. */
export function mockSiteHtml(site) {
  const t = site.theme;
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  * { box-sizing: border-box; }
  html { scrollbar-width: none; }
  ::-webkit-scrollbar { display: none; }
  body { margin: 0; font-family: ${t.font}; color: ${t.text}; background: ${t.bg}; line-height: 1.5; }
  .wrap { max-width: 1120px; margin: 0 auto; padding: 0 32px; }
  nav { display: flex; align-items: center; gap: 28px; height: 76px; }
  .logo { display: flex; align-items: center; gap: 10px; font-weight: 800; font-size: 22px; color: ${t.primary}; margin-right: auto; }
  .logo i { width: 30px; height: 30px; border-radius: 9px; background: ${t.primary}; display: block; }
  nav a { color: ${t.text}; text-decoration: none; font-size: 16px; }
  .btn { display: inline-block; background: ${t.primary}; color: ${t.onPrimary}; padding: 14px 26px; border-radius: ${t.radius}; font-weight: 700; white-space: nowrap; }
  .btn.ghost { background: transparent; color: ${t.primary}; box-shadow: inset 0 0 0 2px ${t.primary}; }
  .btn.small { padding: 8px 14px; font-size: 14px; }
  .cart { position: relative; width: 40px; height: 40px; border-radius: 50%; background: ${t.soft}; }
  .cart b { position: absolute; top: -4px; right: -4px; background: ${t.accent}; color: #fff; font-size: 12px; border-radius: 10px; padding: 1px 6px; }
  .hero { display: grid; grid-template-columns: 1.1fr 0.9fr; gap: 48px; align-items: center; padding: 56px 0 72px; }
  .hero h1 { font-size: 58px; line-height: 1.05; margin: 0 0 20px; letter-spacing: -1px; }
  .hero p { font-size: 20px; color: ${t.muted}; margin: 0 0 30px; }
  .hero .art { background: ${t.soft}; border-radius: 28px; display: grid; place-items: center; aspect-ratio: 1 / 0.85; }
  .hero .art svg { width: 70%; height: auto; }
  .eyebrow { color: ${t.accent}; font-weight: 800; text-transform: uppercase; letter-spacing: 2px; font-size: 14px; }
  section { padding: 64px 0; }
  section.alt { background: ${t.soft}; }
  h2 { font-size: 38px; margin: 6px 0 28px; }
  .grid { display: grid; grid-template-columns: repeat(${site.shop ? 4 : 3}, minmax(0, 1fr)); gap: 24px; }
  .card { background: ${t.card}; border-radius: ${t.radius}; padding: 18px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.07); }
  .card h3 { margin: 12px 0 4px; font-size: 19px; }
  .thumb { border-radius: ${t.radius}; display: grid; place-items: center; height: 150px; }
  .muted { color: ${t.muted}; margin: 0; font-size: 15px; }
  .buy { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; margin-top: 14px; }
  /* A price or button never breaks ("€ / 24,95", "In / winkelmand"). */
  .buy strong { white-space: nowrap; }
  .steps { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; }
  .steps div { border-top: 4px solid ${t.primary}; padding-top: 14px; }
  .steps strong { font-size: 20px; display: block; margin-bottom: 4px; }
  .quote { font-size: 28px; font-style: italic; max-width: 780px; }
  footer { background: ${t.footer}; color: #fff; padding: 48px 0; }
  footer .wrap { display: flex; justify-content: space-between; gap: 24px; }
  .menu { display: none; }
  /*
   * A phone (the clip's screen is 328 px): a side margin clear of the rounded edge (the hero keeps
   * it too: it only sets its padding-block), a header of logo and menu button (the call to action
   * moves to the hero, as phone sites do), and the hero's buttons stacked full width with room
   * between them.
   */
  @media (max-width: 700px) {
    .wrap { padding: 0 22px; }
    nav { height: 64px; gap: 14px; }
    nav a, nav .btn { display: none; }
    .logo { min-width: 0; gap: 8px; font-size: 17px; line-height: 1.15; }
    .logo i { flex: none; width: 26px; height: 26px; border-radius: 8px; }
    .cart { flex: none; width: 36px; height: 36px; }
    .menu { display: grid; flex: none; align-content: center; gap: 5px; width: 40px; height: 40px; padding: 0 9px; border-radius: ${t.radius}; background: ${t.soft}; }
    .menu i { display: block; height: 2px; border-radius: 1px; background: ${t.text}; }
    .actions { display: flex; flex-direction: column; gap: 12px; }
    .actions .btn { text-align: center; }
    .quote { font-size: 22px; }
    .hero { grid-template-columns: 1fr; padding-block: 24px 40px; gap: 24px; }
    .hero h1 { font-size: 36px; }
    .hero p { font-size: 17px; }
    .grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
    /* Two cards side by side on a 328 px phone: room for a long name and the button on one line. */
    .card { padding: 10px; }
    .card h3 { font-size: 14px; }
    .buy { flex-direction: column; align-items: flex-start; gap: 8px; }
    .btn.small { padding: 6px 8px; font-size: 12px; }
    .steps { grid-template-columns: 1fr; }
    h2 { font-size: 28px; }
    .thumb { height: 110px; }
    footer .wrap { flex-direction: column; }
  }
</style></head><body>
  <header class="wrap"><nav>
    <span class="logo"><i></i>${escapeHtml(site.name)}</span>
    ${site.nav.map((item) => `<a href="#">${escapeHtml(item)}</a>`).join('')}
    ${site.shop ? '<span class="cart"><b>2</b></span>' : `<span class="btn small">${escapeHtml(site.cta)}</span>`}
    <span class="menu"><i></i><i></i><i></i></span>
  </nav></header>
  <main>
    <div class="wrap hero">
      <div>
        <span class="eyebrow">${escapeHtml(site.eyebrow)}</span>
        <h1>${escapeHtml(site.headline)}</h1>
        <p>${escapeHtml(site.intro)}</p>
        <div class="actions"><span class="btn">${escapeHtml(site.cta)}</span> <span class="btn ghost">${escapeHtml(site.secondary)}</span></div>
      </div>
      <div class="art">${svg(site.motif, t.art, 320)}</div>
    </div>
    <section class="alt"><div class="wrap">
      <span class="eyebrow">${escapeHtml(site.itemsEyebrow)}</span>
      <h2>${escapeHtml(site.itemsTitle)}</h2>
      <div class="grid">${productCards(site)}</div>
    </div></section>
    <section><div class="wrap">
      <h2>${escapeHtml(site.stepsTitle)}</h2>
      <div class="steps">${site.steps.map(([title, text]) => `<div><strong>${escapeHtml(title)}</strong><p class="muted">${escapeHtml(text)}</p></div>`).join('')}</div>
    </div></section>
    <section class="alt"><div class="wrap">
      <p class="quote">“${escapeHtml(site.quote)}”</p>
      <p class="muted">${escapeHtml(site.quoteBy)}</p>
    </div></section>
  </main>
  <footer><div class="wrap"><strong>${escapeHtml(site.name)}</strong><span>${escapeHtml(site.address)}</span><span>${escapeHtml(site.domain)}</span></div></footer>
</body></html>`;
}

const art = (a, b, c) => ({ a, b, c });
/** A product or service card; `motif` names its own picture in `motifs`, different from its neighbours'. */
const item = (motif, name, text, price, bg, colors) => ({ motif, name, text, price, bg, colors });

/** The eight clients; `showcase` ones also get video clips (desktop and phone). */
export const mockSites = [
  {
    slug: 'korenbloem',
    showcase: true,
    name: 'Bakkerij De Korenbloem',
    domain: 'bakkerij-korenbloem.example',
    motif: 'bread',
    shop: false,
    nav: ['Assortiment', 'Bestellen', 'Over ons', 'Contact'],
    eyebrow: 'Ambachtelijk sinds 1962',
    headline: 'Elke ochtend vers uit de oven',
    intro: 'Zuurdesem, krentenbollen en taart op bestelling. Bestel vandaag, haal morgen op.',
    cta: 'Bestel voor morgen',
    secondary: 'Bekijk assortiment',
    itemsEyebrow: 'Vandaag vers',
    itemsTitle: 'Ons brood van de dag',
    items: [
      item(
        'bread',
        'Spelt zuurdesem',
        'Lang gerezen, knapperige korst.',
        '',
        '#fdebd0',
        art('#c0793a', '#e0a060', '#8a4b1c'),
      ),
      item(
        'seededLoaf',
        'Volkoren desem',
        'Stevig, met zonnebloempitten.',
        '',
        '#f6e3c8',
        art('#8a5a2b', '#b37a45', '#5e3512'),
      ),
      item('bun', 'Witte bol', 'Luchtig en zacht, voor iedereen.', '', '#fbefd9', art('#e2b47a', '#f3d3a1', '#b98345')),
    ],
    stepsTitle: 'Zo werkt bestellen',
    steps: [
      ['Kies', 'Stel je bestelling samen uit het dagassortiment.'],
      ['Betaal', 'Veilig met iDEAL, of betaal bij het ophalen.'],
      ['Haal op', 'Vanaf 7.00 uur liggen je broden klaar.'],
    ],
    quote: 'Sinds we online bestellen, staat er op zaterdag geen rij meer tot buiten.',
    quoteBy: 'Marieke, eigenaar',
    address: 'Dorpsstraat 12, Korendijk',
    theme: {
      font: '"DejaVu Serif", serif',
      text: '#3b2414',
      muted: '#7a5a44',
      bg: '#fffaf2',
      soft: '#f7e7cf',
      card: '#ffffff',
      primary: '#a0522d',
      onPrimary: '#fff',
      accent: '#c2410c',
      footer: '#3b2414',
      radius: '10px',
      art: art('#c0793a', '#e8b070', '#7c3f14'),
    },
  },
  {
    slug: 'fysio-oostpark',
    showcase: true,
    name: 'Fysiotherapie Oostpark',
    domain: 'fysio-oostpark.example',
    motif: 'physio',
    shop: false,
    nav: ['Behandelingen', 'Team', 'Oefeningen', 'Contact'],
    eyebrow: 'Fysiotherapie in Oost',
    headline: 'Weer soepel in beweging',
    intro: 'Plan zelf je afspraak, ook ’s avonds. Zonder verwijzing welkom.',
    cta: 'Afspraak maken',
    secondary: 'Onze behandelingen',
    itemsEyebrow: 'Behandelingen',
    itemsTitle: 'Waar we je mee helpen',
    items: [
      item('spine', 'Rug en nek', 'Klachten door werk of sport.', '', '#dcfce7', art('#15803d', '#22c55e', '#86efac')),
      item(
        'physio',
        'Sportblessures',
        'Gericht herstel en preventie.',
        '',
        '#e0f2fe',
        art('#0369a1', '#0ea5e9', '#7dd3fc'),
      ),
      item(
        'needle',
        'Dry needling',
        'Verlichting van spierknopen.',
        '',
        '#ede9fe',
        art('#6d28d9', '#8b5cf6', '#c4b5fd'),
      ),
    ],
    stepsTitle: 'Jouw traject',
    steps: [
      ['Intake', 'We brengen je klacht en doelen in kaart.'],
      ['Behandeling', 'Hands-on en met oefeningen op maat.'],
      ['Thuis oefenen', 'Met video’s in je eigen online omgeving.'],
    ],
    quote: 'Afspraken maken gaat nu volledig online, en onze telefoon staat eindelijk stil.',
    quoteBy: 'Joost, praktijkhouder',
    address: 'Oostparklaan 8, Amsterdam',
    theme: {
      font: '"Liberation Sans", sans-serif',
      text: '#0f2e2a',
      muted: '#4b6360',
      bg: '#ffffff',
      soft: '#e6f4f1',
      card: '#ffffff',
      primary: '#0f766e',
      onPrimary: '#fff',
      accent: '#0d9488',
      footer: '#0f2e2a',
      radius: '22px',
      art: art('#0f766e', '#14b8a6', '#f59e0b'),
    },
  },
  {
    slug: 'lijn-en-licht',
    showcase: false,
    name: 'Lijn & Licht Architecten',
    domain: 'lijnenlicht.example',
    motif: 'building',
    shop: false,
    nav: ['Projecten', 'Bureau', 'Werkwijze', 'Contact'],
    eyebrow: 'Architectuur en interieur',
    headline: 'Ruimte die licht laat spreken',
    intro: 'Woningen, scholen en werkplekken met aandacht voor daglicht en detail.',
    cta: 'Bekijk projecten',
    secondary: 'Over het bureau',
    itemsEyebrow: 'Recent werk',
    itemsTitle: 'Geselecteerde projecten',
    items: [
      item('villa', 'Villa Duinrand', 'Woonhuis aan de kust.', '', '#e7e5e4', art('#44403c', '#a8a29e', '#fafaf9')),
      item(
        'building',
        'Brede school Noord',
        'Leren in het licht.',
        '',
        '#f5f5f4',
        art('#57534e', '#d6d3d1', '#fef3c7'),
      ),
      item(
        'warehouse',
        'Kantoor Kade 7',
        'Herbestemming van een pakhuis.',
        '',
        '#e7e5e4',
        art('#292524', '#78716c', '#fde68a'),
      ),
    ],
    stepsTitle: 'Onze werkwijze',
    steps: [
      ['Luisteren', 'Wat moet de ruimte voor je doen?'],
      ['Schetsen', 'Ideeën in maquette en 3D.'],
      ['Bouwen', 'Begeleiding tot de sleutel.'],
    ],
    quote: 'Eindelijk een site die onze projecten zo groot laat zien als ze zijn.',
    quoteBy: 'Anouk, architect',
    address: 'Westerkade 3, Rotterdam',
    theme: {
      font: '"Liberation Sans", sans-serif',
      text: '#1c1917',
      muted: '#57534e',
      bg: '#fafaf9',
      soft: '#eeeceb',
      card: '#ffffff',
      primary: '#1c1917',
      onPrimary: '#fff',
      accent: '#b45309',
      footer: '#1c1917',
      radius: '2px',
      art: art('#44403c', '#a8a29e', '#fcd34d'),
    },
  },
  {
    slug: 'bonenbaas',
    showcase: true,
    name: 'Bonenbaas Koffiebranderij',
    domain: 'bonenbaas.example',
    motif: 'coffee',
    shop: true,
    nav: ['Koffie', 'Abonnement', 'Zetmethodes', 'Branderij'],
    eyebrow: 'Vers gebrand in Utrecht',
    headline: 'Koffie die naar meer smaakt',
    intro: 'Elke week vers gebrand en binnen twee dagen in je brievenbus.',
    cta: 'Shop koffie',
    secondary: 'Neem een abonnement',
    itemsEyebrow: 'Bestsellers',
    itemsTitle: 'Onze bonen',
    items: [
      item('coffee', 'Huismelange', 'Chocolade en noot.', '€ 9,50', '#f3e8dc', art('#6f4e37', '#a47551', '#e7d3bf')),
      item('bean', 'Ethiopië Guji', 'Bloemig en fris.', '€ 12,90', '#fde7d9', art('#9a3412', '#ea580c', '#fed7aa')),
      item(
        'coffeeBag',
        'Colombia Huila',
        'Karamel en rood fruit.',
        '€ 11,50',
        '#f1eadf',
        art('#7c2d12', '#c2410c', '#fdba74'),
      ),
      item(
        'espresso',
        'Decaf Peru',
        'Zacht, zonder cafeïne.',
        '€ 10,50',
        '#ece6e1',
        art('#44403c', '#78716c', '#e7e5e4'),
      ),
    ],
    stepsTitle: 'Waarom Bonenbaas',
    steps: [
      ['Vers', 'Gebrand op bestelling, nooit langer dan een week oud.'],
      ['Direct', 'Eerlijk ingekocht bij vaste boeren.'],
      ['Flexibel', 'Abonnement pauzeren kan altijd.'],
    ],
    quote: 'De nieuwe checkout heeft ons conversiepercentage verdubbeld.',
    quoteBy: 'Daan, oprichter',
    address: 'Branderijstraat 5, Utrecht',
    theme: {
      font: '"Liberation Sans", sans-serif',
      text: '#2b1a10',
      muted: '#6b5446',
      bg: '#fffdf9',
      soft: '#f4ebe1',
      card: '#ffffff',
      primary: '#2b1a10',
      onPrimary: '#fff',
      accent: '#c2410c',
      footer: '#2b1a10',
      radius: '8px',
      art: art('#6f4e37', '#2b1a10', '#c2410c'),
    },
  },
  {
    slug: 'spaak',
    showcase: true,
    name: 'Fietsenmakerij Spaak',
    domain: 'spaak-fietsen.example',
    motif: 'bike',
    shop: true,
    nav: ['Onderdelen', 'Accessoires', 'Werkplaats', 'Winkels'],
    eyebrow: 'Onderdelen en onderhoud',
    headline: 'Alles om door te blijven fietsen',
    intro: 'Bestel online, haal op in een van onze drie winkels of laat bezorgen.',
    cta: 'Naar de webshop',
    secondary: 'Plan onderhoud',
    itemsEyebrow: 'Populair',
    itemsTitle: 'Veel gekocht deze week',
    items: [
      item('tyre', 'Stadsfietsband', 'Antilek, 28 inch.', '€ 24,95', '#fef9c3', art('#1e293b', '#ca8a04', '#facc15')),
      item(
        'lamp',
        'Led-verlichting',
        'Oplaadbaar via usb-c.',
        '€ 34,95',
        '#e0f2fe',
        art('#0f172a', '#0284c7', '#38bdf8'),
      ),
      item('lock', 'Kettingslot', 'ART 3, 90 cm.', '€ 49,00', '#fee2e2', art('#1f2937', '#dc2626', '#f87171')),
      item('pannier', 'Fietstas', 'Waterdicht, 20 liter.', '€ 59,95', '#dcfce7', art('#14532d', '#16a34a', '#4ade80')),
    ],
    stepsTitle: 'Werkplaats',
    steps: [
      ['Online plannen', 'Kies een tijd die jou uitkomt.'],
      ['Klaar terwijl je wacht', 'Kleine reparaties binnen een uur.'],
      ['Leenfiets', 'Gratis bij grote beurten.'],
    ],
    quote: 'Klanten zien nu per winkel wat er op voorraad ligt. Dat scheelt veel telefoontjes.',
    quoteBy: 'Ricardo, eigenaar',
    address: 'Spaakstraat 21, Groningen',
    theme: {
      font: '"DejaVu Sans", sans-serif',
      text: '#0f172a',
      muted: '#475569',
      bg: '#ffffff',
      soft: '#fef9c3',
      card: '#ffffff',
      primary: '#facc15',
      onPrimary: '#0f172a',
      accent: '#dc2626',
      footer: '#0f172a',
      radius: '6px',
      art: art('#0f172a', '#ca8a04', '#dc2626'),
    },
  },
  {
    slug: 'groenhuis',
    showcase: true,
    name: 'Groenhuis Planten',
    domain: 'groenhuis-planten.example',
    motif: 'plant',
    shop: true,
    nav: ['Kamerplanten', 'Potten', 'Verzorging', 'Cadeaus'],
    eyebrow: 'Gratis bezorging vanaf € 40',
    headline: 'Groen in huis, zonder gedoe',
    intro: 'Gezonde planten met verzorgingstips op maat, tot aan je voordeur bezorgd.',
    cta: 'Shop planten',
    secondary: 'Welke plant past bij mij?',
    itemsEyebrow: 'Nieuw binnen',
    itemsTitle: 'Planten van de maand',
    items: [
      item(
        'monstera',
        'Monstera',
        'Makkelijk, houdt van licht.',
        '€ 29,95',
        '#dcfce7',
        art('#b45309', '#166534', '#22c55e'),
      ),
      item(
        'calathea',
        'Calathea',
        'Sierlijk blad, wat schaduw.',
        '€ 19,95',
        '#ecfccb',
        art('#78716c', '#3f6212', '#84cc16'),
      ),
      item(
        'tree',
        'Olijfboom',
        'Mediterraan, voor buiten.',
        '€ 49,00',
        '#f0fdf4',
        art('#a16207', '#4d7c0f', '#a3e635'),
      ),
      item(
        'snakePlant',
        'Sanseveria',
        'Bijna onverwoestbaar.',
        '€ 14,95',
        '#d1fae5',
        art('#44403c', '#065f46', '#34d399'),
      ),
    ],
    stepsTitle: 'Zorgeloos groen',
    steps: [
      ['Plantenpaspoort', 'Water, licht en voeding per plant.'],
      ['Veilig verpakt', 'Klimaatneutraal bezorgd.'],
      ['Groeigarantie', 'Binnen 30 dagen dood? Nieuwe plant.'],
    ],
    quote: 'De verzorgingstips per plant zorgen voor veel minder retouren.',
    quoteBy: 'Sanne, oprichter',
    address: 'Kwekerijweg 4, Aalsmeer',
    theme: {
      font: '"DejaVu Sans", sans-serif',
      text: '#14331f',
      muted: '#4d6656',
      bg: '#fbfdf9',
      soft: '#e4f2e6',
      card: '#ffffff',
      primary: '#166534',
      onPrimary: '#fff',
      accent: '#65a30d',
      footer: '#14331f',
      radius: '16px',
      art: art('#c2703d', '#166534', '#4ade80'),
    },
  },
  {
    slug: 'bol-en-breisel',
    showcase: false,
    name: 'Bol & Breisel',
    domain: 'bolenbreisel.example',
    motif: 'yarn',
    shop: true,
    nav: ['Garens', 'Patronen', 'Naalden', 'Club'],
    eyebrow: 'Wolwinkel en breiclub',
    headline: 'Garen in honderd kleuren',
    intro: 'Natuurlijke wol, patronen voor elk niveau en een gezellige klantenclub.',
    cta: 'Shop garens',
    secondary: 'Gratis patronen',
    itemsEyebrow: 'Kleur van het seizoen',
    itemsTitle: 'Favoriete garens',
    items: [
      item('yarn', 'Merino roze', 'Zacht en soepel.', '€ 6,95', '#fce7f3', art('#db2777', '#9d174d', '#f9a8d4')),
      item('skein', 'Alpaca oker', 'Warm en licht.', '€ 8,50', '#fef3c7', art('#d97706', '#92400e', '#fcd34d')),
      item('cone', 'Katoen mint', 'Koel voor de zomer.', '€ 4,95', '#ccfbf1', art('#0d9488', '#115e59', '#5eead4')),
      item('needles', 'Tweed grijs', 'Met kleurvlekjes.', '€ 7,25', '#f1f5f9', art('#64748b', '#334155', '#cbd5e1')),
    ],
    stepsTitle: 'De club',
    steps: [
      ['Breicafé', 'Elke donderdagavond in de winkel.'],
      ['Spaarpunten', 'Bij elke bestelling.'],
      ['Patronen', 'Elke maand een nieuw ontwerp.'],
    ],
    quote: 'Onze klantenclub groeit sinds de nieuwe webshop elke maand.',
    quoteBy: 'Ineke, eigenaar',
    address: 'Lindengracht 77, Amsterdam',
    theme: {
      font: '"DejaVu Serif", serif',
      text: '#3f1d38',
      muted: '#6b4a63',
      bg: '#fffafc',
      soft: '#fbe8f1',
      card: '#ffffff',
      primary: '#9d174d',
      onPrimary: '#fff',
      accent: '#d97706',
      footer: '#3f1d38',
      radius: '18px',
      art: art('#db2777', '#9d174d', '#f59e0b'),
    },
  },
  {
    slug: 'havenklanken',
    showcase: false,
    name: 'Havenklanken Festival',
    domain: 'havenklanken.example',
    motif: 'stage',
    shop: false,
    nav: ['Line-up', 'Tickets', 'Info'],
    eyebrow: '28 en 29 juni, aan de kade',
    headline: 'Twee dagen muziek aan het water',
    intro: 'Dertig acts op drie podia. De early bird-tickets gaan snel.',
    cta: 'Koop tickets',
    secondary: 'Bekijk de line-up',
    itemsEyebrow: 'Line-up',
    itemsTitle: 'Eerste namen',
    items: [
      item('gull', 'De Meeuwen', 'Zaterdag, Kadepodium.', '', '#312e81', art('#4338ca', '#f472b6', '#fde047')),
      item('microphone', 'Noordzee Soul', 'Zondag, Loods 2.', '', '#1e1b4b', art('#6366f1', '#fb7185', '#fcd34d')),
      item('waves', 'Tij', 'Zaterdag, Strandtent.', '', '#3b0764', art('#7e22ce', '#f472b6', '#fde68a')),
    ],
    stepsTitle: 'Praktisch',
    steps: [
      ['Bereikbaar', 'Pont vanaf het station, elke 10 minuten.'],
      ['Cashless', 'Betalen met pin of telefoon.'],
      ['Duurzaam', 'Herbruikbare bekers en lokaal eten.'],
    ],
    quote: 'Binnen een week was de eerste ticketronde uitverkocht.',
    quoteBy: 'Organisatie Havenklanken',
    address: 'Kade 1, Vlissingen',
    theme: {
      font: '"Liberation Sans", sans-serif',
      text: '#f8fafc',
      muted: '#c7d2fe',
      bg: '#1e1b4b',
      soft: '#312e81',
      card: '#272463',
      primary: '#f472b6',
      onPrimary: '#1e1b4b',
      accent: '#fde047',
      footer: '#0f0d2e',
      radius: '14px',
      art: art('#4338ca', '#fde047', '#f472b6'),
    },
  },
];
