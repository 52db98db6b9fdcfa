import { createGroupRequest, RACERS_REQUIRED, type CreateGroupRequest } from '@pokered/core/schemas/groups';

export interface CreateGroupValues {
  pot1UserId: string;
  pot2UserId: string;
  pot3UserId: string;
}

export const EMPTY_CREATE_GROUP: CreateGroupValues = { pot1UserId: '', pot2UserId: '', pot3UserId: '' };
export const SLOTS = ['pot1UserId', 'pot2UserId', 'pot3UserId'] as const satisfies readonly (keyof CreateGroupValues)[];
export type Slot = (typeof SLOTS)[number];

/** Ids chosen in the other slots: those runners are disabled in this slot (nobody is chosen twice). */
export function chosenElsewhere(values: CreateGroupValues, slot: Slot): Set<string> {
  return new Set(
    SLOTS.filter((other) => other !== slot)
      .map((other) => values[other])
      .filter((id) => id !== ''),
  );
}

export type CreateGroupCheck = { ok: true; body: CreateGroupRequest } | { ok: false; message: string };

/** The server's schema on the form: 'Racer 1 and Racer 2 are required.', no racer twice; a blank Racer 3 is left out. */
export function checkCreateGroup(values: CreateGroupValues): CreateGroupCheck {
  const parsed = createGroupRequest.safeParse(values);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? RACERS_REQUIRED };
  }
  const { pot1UserId, pot2UserId, pot3UserId } = parsed.data;
  return { ok: true, body: pot3UserId ? { pot1UserId, pot2UserId, pot3UserId } : { pot1UserId, pot2UserId } };
}

/** rules §21: 'Failed to create group: {message}'. */
export function createGroupErrorMessage(message: string): string {
  return `Failed to create group: ${message}`;
}
