import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorDetail } from './errorDetail';
import { ErrorIcon } from './icons';

export interface ServerErrorAlertProps {
  /** The page's own sentence for this failure (rules §21), e.g. 'Error cancelling race. Please try again later.' */
  title: string;
  /** What went wrong; the server's `{error}` sentence (ApiError.message) is shown under the title. */
  error?: unknown;
  /** Try again (a refetch or a resend): shows the Retry button every failure offers (rules §21). */
  onRetry?: () => void;
  /** The retry is under way: the button shows progress. */
  retrying?: boolean;
}

/**
 * A failed load or action: the spec's sentence, then the server's `{error}` when it adds something; Retry if given.
 * Marked by more than its red (issue 15): an exclamation icon named "Error" and a bar down its side, so it is not
 * mistaken for a red button or a link.
 */
export function ServerErrorAlert({ title, error, onRetry, retrying = false }: ServerErrorAlertProps) {
  const detail = errorDetail(title, error);
  const alert = (
    <Alert
      color="red"
      variant="light"
      role="alert"
      className="error-alert"
      icon={<ErrorIcon size={20} role="img" aria-hidden={false} aria-label="Error" />}
    >
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {detail ? <Text size="sm">{detail}</Text> : null}
    </Alert>
  );
  if (!onRetry) return alert;
  return (
    <Stack gap="xs" align="flex-start">
      {alert}
      <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Stack>
  );
}
