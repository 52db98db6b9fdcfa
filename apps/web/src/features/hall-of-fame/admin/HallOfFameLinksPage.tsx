import { Alert, Button, NativeSelect, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { hallOfFameLinkRequest } from '@pokered/core/schemas/hallOfFameLinks';
import {
  useHallOfFameLinks,
  useLinkHallOfFamePlace,
  useUnlinkHallOfFamePlace,
  type HallOfFameLinkItem,
} from '../../../api/hallOfFameLinks';
import { Page } from '../../../components/Page';
import { RacerLink } from '../../../components/RacerLink';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';

export const LINKS_LOAD_ERROR = 'Error loading the hall of fame places. Please try again later.';
export const LINK_ERROR = 'Error linking the place. Please try again.';
export const UNLINK_ERROR = 'Error unlinking the place. Please try again.';
export const NO_PLACES = 'No historic hall of fame places to link.';

const PLACE_LABEL = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const;
const keyOf = (item: Pick<HallOfFameLinkItem, 'year' | 'place'>) => `${String(item.year)}:${item.place}`;
const describe = (item: HallOfFameLinkItem) => `${String(item.year)} · ${PLACE_LABEL[item.place]} · ${item.name}`;

function LinkForm({ places }: { places: HallOfFameLinkItem[] }) {
  const [placeKey, setPlaceKey] = useState('');
  const [discordUsername, setDiscordUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const link = useLinkHallOfFamePlace();
  const chosen = places.find((item) => keyOf(item) === placeKey);
  const parsed = hallOfFameLinkRequest.safeParse({ year: chosen?.year, place: chosen?.place, discordUsername });
  const usernameError =
    touched && !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'discordUsername')
      ? 'Discord username must be 2-32 characters: letters, digits, _ and .'
      : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) return;
    link.mutate(parsed.data, {
      onSuccess: () => {
        setDiscordUsername('');
        setTouched(false);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <NativeSelect
          label="Hall of fame place"
          required
          data={[
            { value: '', label: 'Choose a place' },
            ...places.map((item) => ({ value: keyOf(item), label: describe(item) })),
          ]}
          value={placeKey}
          onChange={(event) => {
            setPlaceKey(event.currentTarget.value);
            link.reset();
          }}
        />
        <TextInput
          label="Discord Username"
          description="The account of the person who won that place"
          required
          autoComplete="off"
          value={discordUsername}
          onChange={(event) => {
            setDiscordUsername(event.currentTarget.value);
            link.reset();
          }}
          onBlur={() => setTouched(true)}
          error={usernameError}
        />
        <Button type="submit" disabled={!parsed.success} loading={link.isPending} style={{ alignSelf: 'flex-start' }}>
          Link
        </Button>
        {link.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {link.data.message}
          </Alert>
        ) : null}
        {link.isError ? <ServerErrorAlert title={LINK_ERROR} error={link.error} /> : null}
      </Stack>
    </form>
  );
}

function LinksTable({ places }: { places: HallOfFameLinkItem[] }) {
  const unlink = useUnlinkHallOfFamePlace();
  return (
    <Stack gap="sm">
      {unlink.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {unlink.data.message}
        </Alert>
      ) : null}
      {unlink.isError ? <ServerErrorAlert title={UNLINK_ERROR} error={unlink.error} /> : null}
      <Table.ScrollContainer minWidth={520}>
        <Table withRowBorders verticalSpacing="xs">
          <caption className="visually-hidden">Historic hall of fame places</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col">Place</Table.Th>
              <Table.Th scope="col">Name in the hall of fame</Table.Th>
              <Table.Th scope="col">Linked to</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.map((item) => (
              <Table.Tr key={keyOf(item)}>
                <Table.Td>{item.year}</Table.Td>
                <Table.Td>{PLACE_LABEL[item.place]}</Table.Td>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>
                  {item.user ? (
                    <RacerLink discordUsername={item.user.discordUsername} displayName={item.user.displayName} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not linked: shows on no profile
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {item.user ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Unlink ${describe(item)}`}
                      loading={
                        unlink.isPending && unlink.variables.year === item.year && unlink.variables.place === item.place
                      }
                      onClick={() => unlink.mutate({ year: item.year, place: item.place })}
                    >
                      Unlink
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * /admin/hall-of-fame/links: historic hall-of-fame places (before this site, or stored by name only) show
 * as trophies on a profile only once an admin links them to the winner's account; a name never counts.
 */
export default function HallOfFameLinksPage() {
  const links = useHallOfFameLinks();
  return (
    <Page title="Hall of Fame Links" headingLevel={2}>
      <Stack gap="lg">
        <Text>
          A historic trophy shows on a profile only once it is linked to the winner&apos;s account. A name alone never
          counts: anyone can change their display name.
        </Text>
        {links.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the hall of fame places">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Stack>
        ) : links.isError ? (
          <ServerErrorAlert title={LINKS_LOAD_ERROR} error={links.error} onRetry={() => void links.refetch()} />
        ) : links.data.length === 0 ? (
          <Text>{NO_PLACES}</Text>
        ) : (
          <>
            <LinkForm places={links.data} />
            <LinksTable places={links.data} />
          </>
        )}
      </Stack>
    </Page>
  );
}
