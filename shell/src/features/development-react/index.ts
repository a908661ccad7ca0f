/**
 * Development React for a browser with a developer's override: the shell's developer entry
 * (`src/developer-index.ts`) boots the page on the overridden remote's development React with React
 * Refresh (`boot.ts`) before it starts the app. Only the developer entry's build (dist/developer/) has it.
 */
export { bootOnDevelopmentReact } from './boot';
