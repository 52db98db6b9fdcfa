import { Text } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { Fragment } from 'react';
import { useAdminEntries } from '../../../api/adminEntries';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { consentOfRacers } from '../racerConsent';

export const RESTREAM_CONSENT_ERROR = "Error loading the racers' restream consent.";

/**
 * Admin only (rules §38): what each racer answered about being restreamed, beside the restream plan. Read from the
 * admin's entries list of the race's season (one request shared by every card of the page), so no public race answer
 * carries a runner's consent. Words, not a colour: 'Ash — Yes · Misty — Clean audio only'.
 */
export function RestreamConsent({ race }: { race: Race }) {
  const entries = useAdminEntries(race.year);
  if (entries.isError)
    return (
      <ServerErrorAlert
        title={RESTREAM_CONSENT_ERROR}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        retrying={entries.isFetching}
      />
    );
  const racers = entries.data ? consentOfRacers(race, entries.data) : null;
  return (
    <Text size="sm" aria-busy={racers === null}>
      <Text span fw={600} size="sm">
        Restream consent:
      </Text>{' '}
      {racers === null
        ? 'loading…'
        : racers.map(({ name, answer }, index) => (
            <Fragment key={name + String(index)}>
              {index > 0 ? (
                // A screen reader hears a pause, not 'middle dot'.
                <>
                  <span className="visually-hidden">;</span>
                  <span aria-hidden="true"> · </span>
                </>
              ) : null}
              {name} — {answer}
            </Fragment>
          ))}
    </Text>
  );
}
