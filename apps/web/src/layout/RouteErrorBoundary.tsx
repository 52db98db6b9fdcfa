import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SUPPORT_CONTACT } from '../config/site';

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
      <Paper withBorder p="lg" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            This page could not be shown
          </Title>
          <Text>
            Something went wrong while loading this page. Reloading usually fixes it; if it keeps happening,
            contact {SUPPORT_CONTACT} on Discord.
          </Text>
          <Button
            size="xs"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload the page
          </Button>
        </Stack>
      </Paper>
    );
  }
}
