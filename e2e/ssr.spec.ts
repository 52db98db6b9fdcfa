/**
 * Server-rendered pages for visitors without a session (docs/decisions/005-server-rendering.md): the content is in
 * the HTML (it reads without JavaScript), the app hydrates it without console errors, without fetching its data
 * again and without a difference from what the browser would draw itself; logged-in users get the single-page app;
 * and a write shows on the next visit (pages are kept per data version).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEV_URL } from '../playwright.config.ts';
import { postOk } from './fixtures/api.ts';
import { startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, settle } from './support.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: /main/i });

/** Console errors and uncaught exceptions of the page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

test.describe('without JavaScript, a visitor', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the standings and the upcoming races from the server’s HTML, and follows its links', async ({ page }) => {
    await page.goto('/standings');
    await expect(page).toHaveTitle(/^Standings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(10);

    await page.goto('/races/upcoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Races' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await nav(page).getByRole('link', { name: 'Groups', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  });
});

test.describe('with JavaScript, a visitor', () => {
  test('gets a page that hydrates without errors or refetching, then navigates within the app', async ({ page }) => {
    const errors = consoleErrors(page);
    const api = apiRequests(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/standings');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Hydrated: the toggle's label follows the browser's dark scheme (the server's HTML offers dark mode).
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(api).toEqual([]);

    await nav(page).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(api).toContain('/api/groups');
    expect(errors).toEqual([]);
  });

  test.describe('in another time zone, with a 24-hour clock saved', () => {
    test.use({ timezoneId: 'Asia/Kathmandu' });

    test('hydrates the server’s UTC times, then shows the viewer’s', async ({ page }) => {
      const errors = consoleErrors(page);
      const html = await (await page.request.get('/races/upcoming')).text();
      expect(html).toContain('Times are in your time zone: <!-- -->Coordinated Universal Time');
      await page.addInitScript(() => {
        window.localStorage.setItem('pokered-clock-format', '24h');
      });
      await page.goto('/races/upcoming');
      await expect(page.getByText(/Times are in your time zone: Nepal Time/)).toBeVisible();
      await expect(page.getByRole('switch', { name: '24-hour time' })).toBeChecked();
      await expect(page.getByRole('article').first().getByRole('heading')).not.toContainText(/AM|PM/);
      expect(errors).toEqual([]);
    });
  });

  test('gets the app shell for a path that is not a page, with its text escaped', async ({ page }) => {
    const response = await page.request.get('/user/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    // An impossible username is no page (rules §27): 404, the shell, no query.
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<script>alert(1)');
    const errors = consoleErrors(page);
    await page.goto('/user/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByRole('alert')).toContainText(/no user/i);
    // The browser logs the profile read's refusal (400: the name breaks the username rule) as a failed resource.
    expect(errors.filter((error) => !/\b40[04]\b/.test(error))).toEqual([]);
  });
});

test('a logged-in user gets the single-page app', async ({ page }) => {
  expect(await (await page.request.get('/standings')).text()).toContain('id="ssr-data"');
  await devLogin(page, 'ash');
  const html = await (await page.request.get('/standings')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="ssr-data"');
  await page.goto('/standings');
  await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

/**
 * The page's DOM in a canonical form (without Mantine's CSS variables, which only the browser-drawn app writes
 * inline): elements with sorted attributes (styles as the browser reads them back), text
 * merged, comments (React's markers in server HTML) left out, and React's generated ids numbered in order (the
 * server's and a browser-only render's differ in form).
 */
async function canonicalRoot(page: Page): Promise<string> {
  const markup = await page.locator('#root').evaluate((root) => {
    const out: string[] = [];
    const walk = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child instanceof Text) {
          const last = out.at(-1);
          if (last?.startsWith('#')) out[out.length - 1] = last + child.data;
          else out.push(`#${child.data}`);
        } else if (child instanceof HTMLStyleElement && child.dataset.mantineStyles === 'true') {
          // Mantine's CSS variables: the browser-drawn app writes them here, a server's page links them in the head
          // as a stylesheet (apps/web/build/mantineVariables.ts); the same CSS either way, not part of the page.
          continue;
        } else if (child instanceof HTMLElement || child instanceof SVGElement) {
          // Form state as properties: the server writes it as attributes (`selected`, `checked`), the browser sets
          // the properties only; what the page shows is the same.
          const formState = ['selected', 'checked', 'value'];
          const isFormField = child instanceof HTMLOptionElement || child instanceof HTMLInputElement;
          const attributes = Array.from(child.attributes)
            .filter((attribute) => !(isFormField && formState.includes(attribute.name)))
            .map((attribute) =>
              attribute.name === 'style' ? `style=${child.style.cssText}` : `${attribute.name}=${attribute.value}`,
            )
            .concat(
              child instanceof HTMLOptionElement
                ? [`:selected=${String(child.selected)}`, `:value=${child.value}`]
                : [],
              child instanceof HTMLInputElement ? [`:checked=${String(child.checked)}`, `:value=${child.value}`] : [],
            )
            .sort();
          out.push(`<${child.tagName.toLowerCase()} ${attributes.join(' ')}>`);
          walk(child);
          out.push(`</${child.tagName.toLowerCase()}>`);
        }
      }
    };
    walk(root);
    return out.join('\n');
  });
  const ids = new Map<string, string>();
  // Mantine also swaps React's id for a random one once mounted (its useId), whichever way the page was drawn.
  return markup.replace(/_[rR]_[0-9a-z]+_|mantine-[0-9a-z]{6,}\b/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${String(ids.size)}`);
    return ids.get(id) ?? id;
  });
}

/** `path` as a visitor sees it once the app has started: hydrated from the server's HTML, or drawn by the browser. */
async function visitorPage(browser: Browser, path: string, drawnByBrowser: boolean): Promise<string> {
  const context = await browser.newContext({ baseURL: DEV_URL });
  // A "has a session" cookie without a session: the server sends the shell (and clears it), the app draws the page.
  if (drawnByBrowser) await context.addCookies([{ name: 'signed_in', value: '1', url: DEV_URL }]);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(await response?.text()).toContain(drawnByBrowser ? '<div id="root"></div>' : 'id="ssr-data"');
  await settle(page);
  const markup = await canonicalRoot(page);
  await context.close();
  // A countdown ("in 2d 3h 8m", /groups) may tick over a minute between the two visits: what it counts is compared
  // by the time beside it, its minute is not.
  return markup.replace(/#in (\d+d )?(\d+h )?\d+m/g, '#in …');
}

/** The head's meta tags of a server-rendered page's HTML: name or property → content, entities decoded. */
function headMeta(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    tags[match[1] ?? ''] = decode(match[2] ?? '');
  return tags;
}

test.describe('a link pasted in a chat previews (Open Graph and Twitter meta in the server’s HTML)', () => {
  const PREVIEW_KEYS = [
    'og:title',
    'og:description',
    'og:url',
    'og:type',
    'og:site_name',
    'twitter:card',
    'twitter:title',
    'twitter:description',
  ];

  test('a race page: its round, racers and UTC start', async ({ request }) => {
    const races = (await (await request.get('/api/races/completed')).json()) as {
      _id: string;
      round: string;
      racer1: { displayName: string };
    }[];
    const race = races[0];
    if (!race) throw new Error('the demo has no completed race');
    const response = await request.get(`/races/${race._id}`);
    expect(response.status()).toBe(200);
    const meta = headMeta(await response.text());
    for (const key of PREVIEW_KEYS) expect(meta[key], key).toBeTruthy();
    expect(meta['og:title']).toContain(`${race.round} · `);
    expect(meta['og:title']).toContain(race.racer1.displayName);
    expect(meta['og:description']).toMatch(/ · [A-Z][a-z]{2} \d{1,2}\/\d{1,2}\/\d{2} · \d{1,2}:\d{2} [AP]M UTC( · |$)/);
    expect(meta['og:url']).toMatch(new RegExp(`^https?://[^/]+/races/${race._id}$`));
    expect(meta['og:type']).toBe('website');
    expect(meta['og:site_name']).toBe('Pokémon Red Speedrun Tournament');
    expect(meta['twitter:card']).toBe('summary');
    expect(meta['twitter:title']).toBe(meta['og:title']);
    expect(meta['twitter:description']).toBe(meta['og:description']);
    expect(meta.description).toBe(meta['og:description']);
  });

  test('a profile: the runner’s name', async ({ request }) => {
    const response = await request.get('/user/ash');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = headMeta(html);
    for (const key of PREVIEW_KEYS) expect(meta[key], key).toBeTruthy();
    const profile = (await (await request.get('/api/user/ash')).json()) as { displayName: string };
    expect(meta['og:title']).toBe(profile.displayName);
    expect(meta['og:type']).toBe('profile');
    expect(meta['og:url']).toMatch(/^https?:\/\/[^/]+\/user\/ash$/);
    expect(meta['twitter:title']).toBe(profile.displayName);
    // One description: the page's replaces the site's.
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});

test.describe('a hydrated page is exactly what the browser draws itself (attributes included)', () => {
  // Not /races/upcoming: its countdowns may tick over a minute between the two visits, and are most of the page.
  for (const path of [
    '/',
    '/info',
    '/standings',
    '/hall-of-fame',
    '/groups',
    '/draws',
    '/rules',
    '/help',
    '/stats',
    '/races/past',
    '/pickems/leaderboard',
    '/pickems/stats',
    '/user/ash',
  ]) {
    test(path, async ({ browser }) => {
      const hydrated = await visitorPage(browser, path, false);
      const drawn = await visitorPage(browser, path, true);
      expect(hydrated).toBe(drawn);
    });
  }

  test('a recorded race’s page', async ({ browser, request }) => {
    const races = (await (await request.get('/api/races/completed')).json()) as { _id: string }[];
    const path = `/races/${races[0]?._id ?? ''}`;
    const hydrated = await visitorPage(browser, path, false);
    const drawn = await visitorPage(browser, path, true);
    expect(hydrated).toBe(drawn);
  });
});

test.describe('after a write', () => {
  let server: ExtraServer | null = null;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer(3058, {
      DATA_DIR: 'memory://',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TOURNAMENT_YEAR: '2026',
      ADMIN_DISCORD_USERNAMES: 'admin',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the next visit shows the new data', async ({ browser }) => {
    if (!server) throw new Error('no server');
    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto('/');
    await expect(page.getByText("This year's participants:")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Newcomer Nia' })).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL: server.url });
    const admin = await adminContext.newPage();
    await devLogin(admin, 'admin');
    await postOk(admin, '/api/admin/add-user', {
      discordUsername: 'newcomernia',
      displayName: 'Newcomer Nia',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: '',
    });
    await adminContext.close();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Newcomer Nia' })).toBeVisible();
    await visitor.close();
  });
});
