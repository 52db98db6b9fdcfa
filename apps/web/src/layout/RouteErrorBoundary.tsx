import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SUPPORT_CONTACT } from '../config/site';
import classes from './RouteErrorBoundary.module.css';

interface Props {
  children: ReactNode;
  /** A change of this value (e.g. the pathname) clears a caught error. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to render or to load (e.g. a code chunk gone after a deploy), so the
 * header and footer stay usable. Navigating elsewhere (a new `resetKey`) clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={classes.panel} role="alert">
        <h1 className={classes.title}>This page could not be shown</h1>
        <p className={classes.text}>
          Something went wrong while loading this page. Reloading usually fixes it; if it keeps happening, contact{' '}
          {SUPPORT_CONTACT} on Discord.
        </p>
        <button
          type="button"
          className={classes.reload}
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload the page
        </button>
      </div>
    );
  }
}
