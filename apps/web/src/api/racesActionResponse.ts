import { messageResponse } from '@pokered/core/schemas/common';
import type { z } from 'zod';

/**
 * Race writes answer `{message, race}`; the pages only read the message and refetch the lists,
 * so only the message is checked (an extra or changed `race` field never turns a success into an error).
 */
export const actionResponse = messageResponse;
export type ActionResponse = z.infer<typeof actionResponse>;
