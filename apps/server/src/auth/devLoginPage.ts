/** The development login page (rules §2): no inline script, so it passes the CSP. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The demo's accounts (src/demo/people.ts), offered as one-click logins when they exist (rules §25). */
export const DEMO_ACCOUNTS = [
  ['admin', 'Admin (demo organiser)'],
  ['ash', 'Runner (Ash)'],
  // DEMO_RACER of src/demo/seed.ts: a runner whose race is booked, with its room (the personal home, rules §19).
  ['racer', 'Runner with a booked race'],
  ['oak', 'Commentator (Professor Oak)'],
] as const;

/**
 * `existing`: the demo accounts found in the database; none (DEMO=off, an empty database) hides the section.
 * `returnTo` (already checked, rules §29) rides along in every form, so that the login comes back there.
 */
export function devLoginPage(xsrf: string, existing: ReadonlySet<string>, returnTo = '/'): string {
  const token = escapeHtml(xsrf);
  const back = `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">`;
  const accounts = DEMO_ACCOUNTS.filter(([username]) => existing.has(username));
  const quick = accounts
    .map(
      ([username, label]) =>
        `<form method="post" action="/login/dev"><input type="hidden" name="_xsrf" value="${token}">${back}<input type="hidden" name="username" value="${username}"><button type="submit">Log in as ${escapeHtml(label)}</button></form>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development login</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
label,input,button{display:block;font:inherit}input{margin:.25rem 0 1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{padding:.5rem 1rem;margin:.25rem 0;background:#cc0000;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}h2{margin-top:2rem;font-size:1.1rem}</style></head>
<body><main><h1>Development login</h1>
<p>Discord login is not configured (<code>DISCORD_CLIENT_ID</code> is unset), so you can log in as anyone. Unknown usernames are created as commentators.</p>
<form method="post" action="/login/dev"><input type="hidden" name="_xsrf" value="${token}">${back}
<label for="username">Discord username</label><input id="username" name="username" required minlength="2" maxlength="32" pattern="[a-z0-9_.]{2,32}" autocomplete="username">
<button type="submit">Log in</button></form>
${accounts.length > 0 ? `<h2>Demo accounts</h2>${quick}` : ''}
<p><a href="${escapeHtml(returnTo)}">Back to the site</a></p></main></body></html>`;
}
