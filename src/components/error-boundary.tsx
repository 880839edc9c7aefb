import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from './error-card';

interface Props {
  children: ReactNode;
  /** Rendered instead of the generic card; gets a reset function. */
  fallback?: (reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows the generic error card with Try Again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      return this.props.fallback ? (
        this.props.fallback(this.reset)
      ) : (
        <ErrorCard onRetry={this.reset} showHomeLink />
      );
    }
    return this.props.children;
  }
}
