/** The layout feature's public module: header, footer, contact widget and the layout's listeners. */
export { ContactWidget } from './ContactWidget';
export { Footer } from './Footer';
export { Header } from './Header';
export { useFirstInteraction } from './useFirstInteraction';
export { useLayoutListeners } from './useLayoutListeners';
export { useRouteChangeEffects } from './useRouteChangeEffects';
