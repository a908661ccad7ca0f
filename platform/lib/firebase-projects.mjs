// @ts-check
/**
 * The Firebase project of local runs: Firebase reserves `demo-` ids for emulators, so such a project
 * can never reach production. The local site's contact functions, its rollouts and the tests use it.
 */
export const LOCAL_PROJECT_ID = 'demo-codekade';
