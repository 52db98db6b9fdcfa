import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useClientValue } from '../../lib/hydration';

/** The server sends a refused Discord login here (rules §2): `/?login=refused`. */
export const LOGIN_REFUSED_PARAM = 'refused';

/**
 * Why the login did not happen: the Discord username belongs to another account here (Discord gives freed names
 * to new people), or breaks the username rule. The server renders the home page without looking at the query, so
 * the notice appears right after hydration (useClientValue), and at once when the browser draws the page itself.
 */
export function LoginRefusedNotice() {
  const [params] = useSearchParams();
  const shown = useClientValue(params.get('login') === LOGIN_REFUSED_PARAM, false);
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Login refused">
      This Discord account could not be logged in: its username belongs to another account on this site, or does not fit
      the username rules. Please contact @organizers on Discord to sort it out.
    </Alert>
  );
}
