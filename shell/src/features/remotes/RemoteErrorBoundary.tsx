import type { RemoteName } from '@codekade/shared/contract';
import { Component, lazy, type ReactNode, Suspense } from 'react';

// Most visits never need it: loaded only on a failure.
const RemoteFallback = lazy(() => import('./RemoteFallback').then((module) => ({ default: module.RemoteFallback })));

interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside the page area: the rest of the site goes on working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] Remote "${this.props.remote}" could not be shown; showing the fallback.`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RemoteFallback onRetry={this.props.onRetry} />
      </Suspense>
    );
  }
}
