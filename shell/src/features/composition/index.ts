/** The composition feature's public module: what the app and other features may use of it. */
export { carryAreaTyping, holdsServerHtml, hydrationGate, serverHtmlCommitted } from './hydration-gate';
export { useHydrated } from './useHydrated';
