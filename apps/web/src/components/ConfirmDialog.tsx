import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { ServerErrorAlert } from './ServerErrorAlert';

export interface ConfirmDialogProps {
  opened: boolean;
  /** Closing without acting: the safe button, Escape, the close button or a click on the overlay. */
  onClose: () => void;
  /** The question, naming what is acted on, e.g. 'Cancel the race Ash vs Gary?'. Also the dialog's name. */
  title: string;
  /** What happens, and who is told (rules §22: the truth of rules §15). */
  children: ReactNode;
  /** The action's words, e.g. 'Cancel the race'. */
  confirmLabel: string;
  /** The safe way out, e.g. 'Keep the race'. */
  keepLabel?: string;
  onConfirm: () => void;
  /** A destructive action's button is red; one that restores something (Reinstate) keeps the theme colour. */
  destructive?: boolean;
  /** The action is being sent: the confirm button shows progress and nothing can be pressed twice. */
  pending?: boolean;
  /** The page's sentence for a failed attempt (rules §21) and the error: shown in the dialog, which stays open. */
  failure?: { title: string; error: unknown; onRetry?: () => void } | null;
  /**
   * The button that opens the dialog, when the dialog is loaded on demand: Mantine returns the focus to whatever held
   * it when the dialog mounted, which for a lazily loaded dialog may not be the button, so this one is focused.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The one confirmation for an action that a single click must not do (rules §22). The safe way out is the filled
 * primary button and holds the focus when the dialog opens, so Enter keeps things as they are; the action itself
 * is an outlined red button, never the filled primary one. Closing returns the focus to the button that opened it
 * (Mantine's Modal does that).
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  keepLabel = 'Keep it',
  onConfirm,
  destructive = true,
  pending = false,
  failure = null,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      size="md"
      returnFocus={returnFocusTo === undefined}
      onExitTransitionEnd={returnFocusTo ? () => returnFocusTo.current?.focus() : undefined}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: a second banner landmark beside the site header fails axe. */}
        <Modal.Header component="div">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" disabled={pending} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
            {failure ? (
              <ServerErrorAlert
                title={failure.title}
                error={failure.error}
                onRetry={failure.onRetry}
                retrying={pending}
              />
            ) : null}
            <Group gap="xs" justify="flex-end">
              <Button variant="outline" color={destructive ? 'red' : undefined} onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
              <Button onClick={onClose} disabled={pending} data-autofocus>
                {keepLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
