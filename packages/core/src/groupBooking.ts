/**
 * Booking a group's race (rules §23): a race is the whole group's unless someone says otherwise. Pure rules the
 * Submit Race form, the home page, the admin booking form and the server share.
 */

/** Shown to a group member whose group's race was booked without them (rules §23), with the organisers' contact. */
export const BOOKED_WITHOUT_YOU = "Your group's race was booked without you";
export const BOOKED_WITHOUT_YOU_CONTACT =
  'If you should be racing, contact @organizers on Discord: they can add you to the race.';

export const GROUP_RACE_COMPLETED = 'This race has a recorded result: correct it with Edit result instead.';
export const GROUP_RACE_RACERS_NOT_MEMBERS = 'Every racer must be a member of this group.';
export const GROUP_NOT_FOUND = 'Group not found.';
export const GROUP_NOT_IN_CURRENT_ROUND = 'Only a group of the current round can have its race booked.';

interface Person {
  _id: string;
  displayName: string;
}

/**
 * The racers a booking starts with (rules §23): the caller as racer 1, then the group's other members in pot order
 * as racer 2 and racer 3 ('' when the group has no third).
 */
export function defaultRacers(members: readonly Person[], callerId: string): { racer2: string; racer3: string } {
  const others = members.filter((member) => member._id !== callerId).map((member) => member._id);
  return { racer2: others[0] ?? '', racer3: others[1] ?? '' };
}

/** The group members a race leaves out (rules §23), in pot order. Blank racer ids ('' or null) are no racer. */
export function membersLeftOut<Member extends { _id: string }>(
  members: readonly Member[],
  racerIds: readonly (string | null | undefined)[],
): Member[] {
  const racing = new Set(racerIds.filter((id): id is string => Boolean(id)));
  return members.filter((member) => !racing.has(member._id));
}

/** Whether `userId` is in the group but not in its race (rules §23): their home says so instead of showing the race as theirs. */
export function isLeftOut(
  memberIds: readonly string[],
  racerIds: readonly (string | null | undefined)[],
  userId: string,
) {
  return memberIds.includes(userId) && !racerIds.includes(userId);
}

/** "Ash", "Ash and Gary", "Ash, Gary and Misty". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The question asked before a booking that leaves members out (rules §23), naming them; null when it leaves no one
 * out, so the booking goes ahead without a question.
 */
export function leftOutQuestion(leftOut: readonly Person[]): string | null {
  if (leftOut.length === 0) return null;
  const names = namesInWords(leftOut.map((member) => member.displayName));
  const verb = leftOut.length === 1 ? 'is' : 'are';
  return `${names} ${verb} in your group but not in this race. Book the race without ${names}?`;
}
