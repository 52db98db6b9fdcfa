import type { Race } from '@pokered/core/schemas/races';
import { useGroups } from '../../../api/groups';
import { GroupRaceForm } from '../../../components/GroupRaceForm';
import { racersOf } from '../commentary';

/**
 * On a race's page, an admin moves or fixes the group's race (rules §23): its racers (adding a member left out) and
 * start, from the group's members as GET /api/groups lists them.
 */
export function AdminGroupRace({ race }: { race: Race }) {
  const groups = useGroups();
  const group = groups.data?.groups.find((candidate) => candidate._id === race.groupId);
  if (!group) return null;
  return (
    <GroupRaceForm
      groupId={group._id}
      groupNumber={group.groupNumber}
      members={group.members}
      race={{ raceDateTime: race.raceDateTime, racerIds: racersOf(race).map((racer) => racer._id) }}
    />
  );
}
