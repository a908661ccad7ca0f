import type { RemoteName } from '@codekade/shared/contract';
import { isMissingFileError } from '@codekade/shared/release-recovery';
import { Component, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { reportError } from '../measurements';
// Not split off: a fallback whose own file is gone after a shell release would take the page down.
import { RemoteFallback } from './RemoteFallback';
import { failedOnChangedFile, moveAreaToLiveRelease } from './release-recovery';

interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  /** A file of the area did not load: the live release is being tried before the fallback shows. */
  recovering: boolean;
}

/**
 * Keeps a failing remote inside the page area: the rest of the site goes on working. A file that did
 * not load first moves the area to the remote's live release (release-recovery.ts), which mounts this
 * boundary afresh; only when nothing newer is live does the fallback show.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false, recovering: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failed: true, recovering: isMissingFileError(error) };
  }

  override componentDidCatch(error: unknown) {
    if (!this.state.recovering) {
      reportError(this.props.remote, undefined, error);
      console.error(`[shell] Remote "${this.props.remote}" could not be shown; showing the fallback.`, error);
      return;
    }
    // A file that was not the pinned one is refused for good (issue 48): the fallback, no move.
    failedOnChangedFile(error)
      .then((changed) => !changed && moveAreaToLiveRelease(this.props.remote))
      .then((moved) => {
        if (moved) return;
        console.error(`[shell] A file of remote "${this.props.remote}" did not load; showing the fallback.`, error);
        this.setState({ recovering: false });
      });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.recovering) return <LoadingScreen />;
    return <RemoteFallback onRetry={this.props.onRetry} />;
  }
}
