import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import { seasonPath } from './signup';

/** What the caller does to their own entry (issue 27). */
export type MyEntryAction = 'withdraw' | 'check-in' | 'accept-rules';

/**
 * DELETE /api/seasons/{year}/entries/me (withdraw, until the Round 1 draw is confirmed), POST …/me/check-in (while
 * check-in is open), POST …/me/rules {rulesAccepted: true} (the rules changed since the entry). Everything is read
 * again afterwards, whatever the answer: the status, the waitlist, the role and the lists move together.
 */
export function useMyEntry(year: number) {
  const queryClient = useQueryClient();
  const me = seasonPath(api.seasons, year, 'entries/me');
  return useMutation({
    mutationFn: (action: MyEntryAction): Promise<unknown> => {
      if (action === 'withdraw') return http.delete(me);
      if (action === 'check-in') return http.post(`${me}/check-in`);
      return http.post(`${me}/rules`, { rulesAccepted: true });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
