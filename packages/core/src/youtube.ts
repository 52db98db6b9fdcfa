/** YouTube links of the hall of fame (pure; no zod, so pages that only show videos stay light). */

/**
 * The 11-character video id of a YouTube URL (youtube.com/watch?v=, youtu.be/, /embed/, /shorts/, /live/),
 * or null when the URL is not a YouTube video. The hall of fame embeds players by this id.
 */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    candidate =
      first === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : null;
  }
  return candidate && /^[A-Za-z0-9_-]{11}$/.test(candidate) ? candidate : null;
}

/**
 * The spotlight videos of a stored hall-of-fame year that the site may show (rules §27): only URLs of YouTube
 * videos, which the page embeds by id. The column is JSON any database writer can fill; anything else in it (a
 * `javascript:` URL, another site) is dropped rather than handed to the page as a link.
 */
export function spotlightVideoUrls(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((url): url is string => typeof url === 'string' && youtubeVideoId(url) !== null);
}
