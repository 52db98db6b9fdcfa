import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The server sends a refused Discord login here (rules §2): `/?login=refused`. */
export const LOGIN_REFUSED_PARAM = 'refused';

/**
 * Why the login did not happen: the Discord username belongs to another account here (Discord gives freed names
 * to new people), or breaks the username rule. Shown after the first render, so the server-rendered page (which
 * does not look at the query) and the browser's first render agree.
 */
export function LoginRefusedNotice() {
  const [params] = useSearchParams();
  const refused = params.get('login') === LOGIN_REFUSED_PARAM;
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(refused), [refused]);
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Login refused">
      This Discord account could not be logged in: its username belongs to another account on this site, or does not
      fit the username rules. Please contact @organizers on Discord to sort it out.
    </Alert>
  );
}
