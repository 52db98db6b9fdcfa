import { Alert, Text } from '@mantine/core';
import { errorDetail } from './errorDetail';

export interface ServerErrorAlertProps {
  /** The page's own sentence for this failure (rules §21), e.g. 'Error cancelling race. Please try again later.' */
  title: string;
  /** What went wrong; the server's `{error}` sentence (ApiError.message) is shown under the title. */
  error?: unknown;
}

/** A failed load or action: the spec's sentence, then the server's `{error}` when it adds something. */
export function ServerErrorAlert({ title, error }: ServerErrorAlertProps) {
  const detail = errorDetail(title, error);
  return (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {detail ? <Text size="sm">{detail}</Text> : null}
    </Alert>
  );
}
