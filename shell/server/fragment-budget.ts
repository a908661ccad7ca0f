import { compositionSettings } from './settings';

/**
 * How long a page request waits for a remote's fragments before the composer serves the plain shell
 * document instead: the default of COMPOSER_FRAGMENT_BUDGET_MS (`settings.ts`).
 */
export const DEFAULT_FRAGMENT_BUDGET_MS = compositionSettings.fragmentBudgetMs.defaultValue;
