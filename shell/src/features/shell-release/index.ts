/** The shell-release feature's public module: the error boundary that notices a release, and the release watch. */
export { AppErrorBoundary, AppErrorMessage } from './AppErrorBoundary';
export { useShellReleaseWatch } from './useShellReleaseWatch';
