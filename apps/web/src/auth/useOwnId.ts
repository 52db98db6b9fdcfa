import { useClientValue } from '../lib/hydration';
import { useAuth } from './useAuth';

/**
 * The logged-in viewer's user id, or '' for visitors. A server-rendered page is the same for everyone, so this is ''
 * on the server and while hydrating, and the viewer's own id right after (rules §19: the own-row highlight).
 */
export function useOwnId(): string {
  const { user } = useAuth();
  return useClientValue(user?._id ?? '', '');
}
