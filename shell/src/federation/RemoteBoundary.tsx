import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `retry` clears the failure. */
  fallback(error: unknown, retry: () => void): ReactNode;
  onRetry?(): void;
  /** Told of every error caught, after it is logged. */
  onError?(error: unknown): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its own area goes down. */
export class RemoteBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('area failed', error);
    this.props.onError?.(error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
