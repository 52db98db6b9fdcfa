import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type SubmitEvent } from 'react';
import { discordUsernameSchema } from '@pokered/core/schemas/users';
import {
  useConfirmImportedPerson,
  useImportedPeople,
  useKeepImportedPersonApart,
  type ImportedPerson,
} from '../../api/importedPeople';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Page } from '../../components/Page';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { DoneNotice } from '../../components/DoneNotice';

export const PEOPLE_LOAD_ERROR = 'Error loading the imported people. Please try again later.';
export const CONFIRM_ERROR = 'Error confirming the person. Please try again.';
export const APART_ERROR = 'Error keeping the person apart. Please try again.';
export const NO_PEOPLE = 'No one has been imported from the earlier site.';

const STATUS_WORDS = { pending: 'Undecided', confirmed: 'Confirmed', apart: 'Kept apart' } as const;
const STATUS_COLORS = { pending: 'yellow', confirmed: 'green', apart: 'gray' } as const;

interface Choice {
  userId?: string;
  discordUsername?: string;
  label: string;
}

/** Confirm, behind a confirmation (rules §22): the imported seasons' rows move to the chosen user for good. */
function ConfirmChoice({
  person,
  choice,
  onClose,
  onMessage,
}: {
  person: ImportedPerson;
  choice: Choice;
  onClose: () => void;
  onMessage: (message: string) => void;
}) {
  const confirm = useConfirmImportedPerson();
  const { label, ...chosen } = choice;
  const send = () =>
    confirm.mutate(
      { id: person.id, ...chosen },
      {
        onSuccess: (answer) => {
          onMessage(answer.message);
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={`Confirm ${person.name} as ${label}?`}
      confirmLabel="Confirm"
      keepLabel="Not yet"
      onConfirm={send}
      destructive={false}
      pending={confirm.isPending}
      failure={confirm.isError ? { title: CONFIRM_ERROR, error: confirm.error, onRetry: send } : null}
    >
      {`${person.name}'s results, groups, commentary and Pickems of the imported seasons (${person.years.join(', ') || 'none'}) become ${label}'s, and those seasons' standings are recomputed. Their imported profile goes. This cannot be undone.`}
    </ConfirmDialog>
  );
}

function ChooseAnother({ onChoose }: { onChoose: (username: string) => void }) {
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = discordUsernameSchema.safeParse(username);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) onChoose(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Another user's Discord username"
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={
            touched && !parsed.success
              ? 'Discord username must be 2-32 characters: letters, digits, _ and .'
              : undefined
          }
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="default">
          Choose another user
        </Button>
      </Group>
    </form>
  );
}

function PersonCard({ person, onMessage }: { person: ImportedPerson; onMessage: (message: string) => void }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const apart = useKeepImportedPersonApart();
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = person.status === 'confirmed';
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={`imported-${person.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={`imported-${person.id}`} ref={heading} tabIndex={-1}>
            {person.name}
          </Title>
          {/* The words in the page's text colour: yellow on its light tint fails contrast in light mode. */}
          <Badge color={STATUS_COLORS[person.status]} variant="light" style={{ color: 'var(--mantine-color-text)' }}>
            {STATUS_WORDS[person.status]}
          </Badge>
        </Group>
        <Text size="sm">
          Imported seasons: {person.years.length > 0 ? person.years.join(', ') : '—'}
          {person.profile ? (
            <>
              {' · Profile: '}
              <RacerLink discordUsername={person.profile.discordUsername} displayName={person.profile.displayName} />
            </>
          ) : null}
        </Text>
        {person.mergedInto ? (
          <Text size="sm">
            Confirmed as{' '}
            <RacerLink
              discordUsername={person.mergedInto.discordUsername}
              displayName={person.mergedInto.displayName}
            />
          </Text>
        ) : null}
        {decided ? null : (
          <>
            <Text size="sm">
              Likely match:{' '}
              {person.likelyMatch ? (
                <RacerLink
                  discordUsername={person.likelyMatch.discordUsername}
                  displayName={person.likelyMatch.displayName}
                />
              ) : (
                'none (no user of this site has this Discord username)'
              )}
            </Text>
            <Group gap="xs" wrap="wrap">
              {person.likelyMatch ? (
                <Button
                  onClick={() =>
                    setChoice({ userId: person.likelyMatch?.userId, label: person.likelyMatch?.displayName ?? '' })
                  }
                >
                  Confirm {person.likelyMatch.displayName}
                </Button>
              ) : null}
              {person.status === 'pending' ? (
                <Button
                  variant="default"
                  loading={apart.isPending}
                  onClick={() => apart.mutate(person.id, { onSuccess: (answer) => onMessage(answer.message) })}
                >
                  Keep apart
                </Button>
              ) : null}
            </Group>
            <ChooseAnother onChoose={(username) => setChoice({ discordUsername: username, label: username })} />
            {apart.isError ? <ServerErrorAlert title={APART_ERROR} error={apart.error} /> : null}
          </>
        )}
      </Stack>
      {choice ? (
        <ConfirmChoice
          person={person}
          choice={choice}
          onMessage={onMessage}
          onClose={() => {
            setChoice(null);
            heading.current?.focus();
          }}
        />
      ) : null}
    </Paper>
  );
}

/**
 * /admin/imported-people (rules §40): each person an import brought from the earlier site, with their likely match
 * on this site (the same Discord username). Until an admin confirms whom they are, they are a profile of their own
 * that nobody logs in as: Discord frees changed names, so a name alone proves nothing.
 */
export default function ImportedPeoplePage() {
  const people = useImportedPeople();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Page title="Imported People" headingLevel={2}>
      <Stack gap="lg">
        <Text>
          People brought in from the earlier site. A same username here is only a likely match: confirm it, choose
          another user, or keep them apart as a profile of their own.
        </Text>
        <DoneNotice message={message} onClose={() => setMessage(null)} />
        {people.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the imported people">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={96} />
            ))}
          </Stack>
        ) : people.isError ? (
          <ServerErrorAlert title={PEOPLE_LOAD_ERROR} error={people.error} onRetry={() => void people.refetch()} />
        ) : people.data.length === 0 ? (
          <Text>{NO_PEOPLE}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Imported people">
            {people.data.map((person) => (
              <PersonCard key={person.id} person={person} onMessage={setMessage} />
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
