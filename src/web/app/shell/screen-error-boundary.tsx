import { Component, type ReactNode } from 'react';
import { lazyWithRetry, retryFailedDownloads } from '../../components/lazy-part';
import { ScreenLoadErrorPage } from './status-pages';

/** A screen loaded when first opened, asked for again after a failed download. */
export const lazyScreen = lazyWithRetry;

type Props = { location: string; children: ReactNode };
type State = { error: unknown; location: string };

/**
 * Shows the error screen when a screen fails to load or render, and tries again on Retry, on the
 * browser's `online` event and on navigating elsewhere.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.location === state.location) return null;
    if (state.error !== null) retryFailedDownloads();
    return { location: props.location, error: null };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    retryFailedDownloads();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return <ScreenLoadErrorPage onRetry={this.retry} />;
    return this.props.children;
  }
}
