import type { RemoteName } from '@codekade/shared/contract';
import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

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
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}
