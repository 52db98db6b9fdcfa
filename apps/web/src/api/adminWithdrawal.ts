import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import { roundChecklistQueryKey } from './roundChecklist';
import { runnersQueryKey } from './runners';
import { standingsQueryKey } from './standings';

export type WithdrawalAction = 'withdraw' | 'reinstate';

/**
 * POST /api/admin/users/{id}/withdraw or /reinstate (admin, rules §8) → {message}; 409 when the runner already is
 * in that state.
 */
export function postWithdrawal(userId: string, action: WithdrawalAction): Promise<{ message: string }> {
  return http.post(action === 'withdraw' ? api.admin.withdraw(userId) : api.admin.reinstate(userId));
}

/** Withdrawal changes the standings (listed last, unranked), the checklist's ungrouped runners and the draw pool. */
export function useWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: WithdrawalAction }) => postWithdrawal(userId, action),
    onSettled: () =>
      Promise.all(
        [roundChecklistQueryKey, standingsQueryKey, runnersQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
