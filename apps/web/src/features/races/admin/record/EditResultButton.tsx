import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useState } from 'react';
import { racersOf } from '../../commentary';
import { RecordResultForm } from './RecordResultForm';
import { DoneNotice } from '../../../../components/DoneNotice';

/**
 * Admins correct a recorded result (rules §6): "Edit result" opens the Record Results form prefilled with the
 * stored result; saving records the race again, the audit log keeps the earlier result, and every page showing
 * the race, standings or figures reloads (useCompleteRace).
 */
export function EditResultButton({ race }: { race: Race }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const names = racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
        aria-label={`Edit result: ${names}`}
      >
        Edit result
      </Button>
      <DoneNotice message={saved} onClose={() => setSaved(null)} />
      <Modal.Root opened={open} onClose={() => setOpen(false)} size="xl">
        <Modal.Overlay />
        <Modal.Content>
          {/* A div, not Mantine's <header>: a second banner landmark beside the site header fails axe. */}
          <Modal.Header component="div">
            <Modal.Title>{`Edit result: ${names}`}</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="sm">
              <Text size="sm">
                Saving replaces the recorded result; points, best times, standings and Pickems follow it, and the audit
                log keeps the earlier result.
              </Text>
              <RecordResultForm
                race={race}
                mode="correct"
                onRecorded={(message) => {
                  setOpen(false);
                  setSaved(message);
                }}
                extraAction={
                  <Button variant="subtle" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                }
              />
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}
