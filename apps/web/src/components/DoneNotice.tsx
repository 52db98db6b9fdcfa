import { Alert } from '@mantine/core';

/**
 * What an admin's action did, in a sentence they can dismiss ("Recorded.", "Kept apart."), or nothing while there is
 * no message. Announced as a status; the close button is named, as Mantine's is not by itself (axe: button-name).
 */
export function DoneNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
