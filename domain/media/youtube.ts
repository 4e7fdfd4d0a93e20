// YouTube items store a link (or a bare video id) as the admin pasted it.
// The spec reduces every link to the 11-character video id and honours its
// start and end values; anything that is not a YouTube video is refused.

export interface YouTubeVideo {
  /** 11 characters of A-Z a-z 0-9 _ - */
  id: string;
  /** seconds from the start of the video; null: from the beginning */
  start: number | null;
  /** seconds; null: to the end. Always after start. */
  end: number | null;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** 11 characters, but the path of a playlist embed (/embed/videoseries?list=...). */
const NOT_A_VIDEO_ID = new Set(['videoseries']);

const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** /embed/ID, /shorts/ID, /live/ID and the old /v/ID and /e/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e']);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

// '90', '90s', '1m30s', '1h2m3s' (any subset of h, m, s, in that order).
const PLAIN_SECONDS = /^\d+$/;
const HOURS_MINUTES_SECONDS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/i;

export function isYouTubeId(value: string): boolean {
  return VIDEO_ID.test(value) && !NOT_A_VIDEO_ID.has(value);
}

/** The video and its start and end from any YouTube link or bare id; null for anything else. */
export function parseYouTube(input: string | null | undefined): YouTubeVideo | null {
  const text = (input ?? '').trim();
  if (isYouTubeId(text)) return { id: text, start: null, end: null };
  const url = toUrl(text);
  if (url === null) return null;
  const id = videoIdOf(url);
  if (id === null || !isYouTubeId(id)) return null;

  // The query wins over the fragment ('#t=30' is an older way to give a start).
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const parameter = (name: string) => query.get(name) ?? fragment.get(name);
  const start = toSeconds(parameter('start')) ?? toSeconds(parameter('t'));
  const end = toSeconds(parameter('end'));
  return {
    id,
    start: start === 0 ? null : start,
    end: end !== null && end > (start ?? 0) ? end : null,
  };
}

/** The privacy-enhanced player (youtube-nocookie.com): no cookies until the learner plays. */
export function youTubeEmbedUrl({ id, start, end }: YouTubeVideo): string {
  const parameters = new URLSearchParams();
  if (start !== null && start > 0) parameters.set('start', String(Math.floor(start)));
  if (end !== null && end > 0) parameters.set('end', String(Math.floor(end)));
  const query = parameters.toString() === '' ? '' : `?${parameters.toString()}`;
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}${query}`;
}

/** An http(s) URL without credentials or port; a missing scheme is read as https. */
function toUrl(text: string): URL | null {
  if (text === '') return null;
  const withScheme = HAS_SCHEME.test(text) ? text : `https:${text.startsWith('//') ? '' : '//'}${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (_notAUrl) {
    return null;
  }
  const plain = (url.protocol === 'https:' || url.protocol === 'http:') && url.port === '';
  return plain && url.username === '' && url.password === '' ? url : null;
}

function videoIdOf(url: URL): string | null {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (SHORT_LINK_HOSTS.has(url.hostname)) return segments.length === 1 ? segments[0] : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length === 2 && ID_PATH_PREFIXES.has(segments[0])) return segments[1];
  return null;
}

function toSeconds(value: string | null): number | null {
  if (value === null) return null;
  if (PLAIN_SECONDS.test(value)) return safe(Number(value));
  const parts = HOURS_MINUTES_SECONDS.exec(value);
  if (parts === null || value === '') return null;
  const [hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  return safe(hours * 3600 + minutes * 60 + seconds);
}

function safe(seconds: number): number | null {
  return Number.isSafeInteger(seconds) ? seconds : null;
}
