import { Text, TextInput } from '@mantine/core';
import type { AdminEntry, EntryAction } from '@pokered/core/schemas/signups';
import { useState } from 'react';
import { useEntryAction } from '../../../api/adminEntries';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ACTION_COPY } from './entryActions';

export interface EntryActionDialogProps {
  year: number;
  /** The entry and action chosen; null while the dialog is closed. */
  chosen: { entry: AdminEntry; action: EntryAction } | null;
  onClose: () => void;
  /** Told the outcome's sentence once the server accepted it. */
  onDone: (message: string) => void;
}

/**
 * One confirmation for every admin action on an entry (rules §22), naming the runner; refusing and blocking ask for
 * the reason the runner will see (the server refuses them without one).
 */
export function EntryActionDialog({ year, chosen, onClose, onDone }: EntryActionDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const act = useEntryAction(year);
  const copy = chosen ? ACTION_COPY[chosen.action] : null;
  const missingReason = copy?.needsReason === true && reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    act.reset();
    onClose();
  };
  const send = () => {
    setTried(true);
    if (!chosen || missingReason) return;
    const { entry, action } = chosen;
    act.mutate(
      { userId: entry.userId, action, ...(copy?.needsReason ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          onDone(`${ACTION_COPY[action].button}: done for ${entry.displayName}.`);
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={chosen !== null}
      onClose={close}
      title={chosen && copy ? copy.question(chosen.entry.displayName) : ''}
      confirmLabel={copy ? `Yes, ${copy.button.toLowerCase()}` : 'Yes'}
      keepLabel="Keep it as it is"
      destructive={copy?.destructive ?? true}
      onConfirm={send}
      pending={act.isPending}
      failure={
        act.isError && copy && chosen
          ? {
              title: `Error: ${copy.button.toLowerCase()} ${chosen.entry.displayName}.`,
              error: act.error,
              onRetry: send,
            }
          : null
      }
    >
      <Text>{copy?.note}</Text>
      {copy?.needsReason ? (
        <TextInput
          mt="sm"
          label="Reason (shown to the runner)"
          value={reason}
          maxLength={500}
          required
          error={tried && missingReason ? 'Give a reason to refuse or block.' : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send();
          }}
        />
      ) : null}
    </ConfirmDialog>
  );
}
