import { isMissingFileError } from '@codekade/shared/release-recovery';
import { Component, type ReactNode } from 'react';
import { ProblemNotice } from '../../components/ProblemNotice';
import { appErrorText } from '../../content/layout-texts';
import { checkShellRelease } from './shell-release';

/** What a visitor sees when part of the page failed: the header and footer around it stay. */
export function AppErrorMessage() {
  return <ProblemNotice id="app-error-title" {...appErrorText} onAction={() => window.location.reload()} />;
}

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children after an error; the Dutch message unless given. */
  fallback?: ReactNode;
  /** A new value (the next page) tries the children again. */
  resetKey?: string;
  /** Names the part of the page, for the developer reading the console. */
  part: string;
}

interface AppErrorBoundaryState {
  failedAt: string | undefined;
  failed: boolean;
}

/**
 * Catches whatever throws in its part of the page, so one failure never leaves the visitor a
 * blank page: the rest of the layout stays and the part shows a message (or nothing).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<AppErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: AppErrorBoundaryProps, state: AppErrorBoundaryState) {
    if (!state.failed) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] The ${this.props.part} failed to render; showing a fallback instead.`, error);
    // A shell file gone after a release: the next navigation then loads the new shell in full.
    if (isMissingFileError(error)) void checkShellRelease({ now: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <AppErrorMessage /> : this.props.fallback;
  }
}
