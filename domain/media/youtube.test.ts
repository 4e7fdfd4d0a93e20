import { describe, expect, it } from 'vitest';
import { isYouTubeId, parseYouTube, youTubeEmbedUrl, type YouTubeVideo } from './youtube.ts';

const ID = 'dQw4w9WgXcQ';
const video = (start: number | null = null, end: number | null = null): YouTubeVideo => ({ id: ID, start, end });

describe('parseYouTube reduces every YouTube link form to the 11-character id', () => {
  it.each([
    ['a bare id', ID],
    ['a bare id with spaces around', `  ${ID} `],
    ['a watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch link without www', `https://youtube.com/watch?v=${ID}`],
    ['a watch link over http', `http://www.youtube.com/watch?v=${ID}`],
    ['a watch link without a scheme', `www.youtube.com/watch?v=${ID}`],
    ['a watch link without scheme or www', `youtube.com/watch?v=${ID}`],
    ['a protocol-relative link', `//www.youtube.com/watch?v=${ID}`],
    ['an upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['a watch link with v after other parameters', `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ['a watch link with a playlist', `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`],
    ['a watch link with a trailing slash', `https://www.youtube.com/watch/?v=${ID}`],
    ['a mobile link', `https://m.youtube.com/watch?v=${ID}`],
    ['a YouTube Music link', `https://music.youtube.com/watch?v=${ID}&si=abc`],
    ['a short link', `https://youtu.be/${ID}`],
    ['a short link with a share id', `https://youtu.be/${ID}?si=Xy12AbCdEf`],
    ['an embed link', `https://www.youtube.com/embed/${ID}`],
    ['an embed link with options', `https://www.youtube.com/embed/${ID}?rel=0&autoplay=1`],
    ['a privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['a privacy-enhanced embed link without www', `https://youtube-nocookie.com/embed/${ID}`],
    ['a shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['a shorts link with a feature parameter', `https://youtube.com/shorts/${ID}?feature=share`],
    ['a live link', `https://www.youtube.com/live/${ID}?si=abc`],
    ['an old /v/ link', `https://www.youtube.com/v/${ID}`],
  ])('%s', (_form, url) => {
    expect(parseYouTube(url)?.id).toBe(ID);
  });

  it('keeps - and _ in an id', () => {
    expect(parseYouTube('https://youtu.be/a-b_c-d_e-f')?.id).toBe('a-b_c-d_e-f');
  });
});

describe('parseYouTube reads start and end in seconds, from t=, start= and end=', () => {
  it.each<[string, string, YouTubeVideo]>([
    ['no time', `https://youtu.be/${ID}`, video()],
    ['t in seconds', `https://youtu.be/${ID}?t=90`, video(90)],
    ['t with an s', `https://www.youtube.com/watch?v=${ID}&t=90s`, video(90)],
    ['t in minutes and seconds', `https://www.youtube.com/watch?v=${ID}&t=1m30s`, video(90)],
    ['t in hours, minutes and seconds', `https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, video(3723)],
    ['t in minutes only', `https://www.youtube.com/watch?v=${ID}&t=2m`, video(120)],
    ['t in upper case', `https://www.youtube.com/watch?v=${ID}&t=1M5S`, video(65)],
    ['t in the fragment', `https://www.youtube.com/watch?v=${ID}#t=45`, video(45)],
    ['start and end on an embed link', `https://www.youtube.com/embed/${ID}?start=10&end=20`, video(10, 20)],
    ['end alone', `https://www.youtube.com/embed/${ID}?end=30`, video(null, 30)],
    ['start wins over t', `https://www.youtube.com/watch?v=${ID}&t=5&start=8`, video(8)],
    ['t=0 is the beginning', `https://youtu.be/${ID}?t=0`, video()],
    ['an end before the start is dropped', `https://www.youtube.com/embed/${ID}?start=20&end=10`, video(20)],
    ['an end equal to the start is dropped', `https://www.youtube.com/embed/${ID}?start=20&end=20`, video(20)],
    ['end=0 is dropped', `https://www.youtube.com/embed/${ID}?end=0`, video()],
    ['an unreadable t is ignored', `https://youtu.be/${ID}?t=soon`, video()],
    ['a negative start is ignored', `https://www.youtube.com/embed/${ID}?start=-5`, video()],
    ['a decimal start is ignored', `https://www.youtube.com/embed/${ID}?start=1.5`, video()],
    ['an empty t is ignored', `https://youtu.be/${ID}?t=`, video()],
    ['seconds before minutes are not read', `https://youtu.be/${ID}?t=30s1m`, video()],
  ])('%s', (_form, url, expected) => {
    expect(parseYouTube(url)).toEqual(expected);
  });
});

describe('parseYouTube refuses anything that is not a YouTube video', () => {
  it.each([
    ['nothing', ''],
    ['null', null],
    ['a 10-character id', 'dQw4w9WgXc'],
    ['a 12-character id', 'dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'dQw4w9WgX!Q'],
    ['another video site', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.example.org/watch?v=${ID}`],
    ['a host ending in youtube.com', `https://notyoutube.com/watch?v=${ID}`],
    ['a host hidden behind credentials', `https://youtube.com@example.org/watch?v=${ID}`],
    ['credentials before a YouTube host', `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['a javascript: link', `javascript:alert('${ID}')`],
    ['an ftp link', `ftp://www.youtube.com/watch?v=${ID}`],
    ['a data link', `data:text/html,${ID}`],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a watch link with a short v', 'https://www.youtube.com/watch?v=abc'],
    ['a playlist embed', 'https://www.youtube.com/embed/videoseries?list=PL1234567890'],
    ['a channel', 'https://www.youtube.com/@somechannel'],
    ['a channel video list', 'https://www.youtube.com/channel/UC1234567890/videos'],
    ['a results page', 'https://www.youtube.com/results?search_query=quiz'],
    ['the home page', 'https://www.youtube.com/'],
    ['a short link with an extra path', `https://youtu.be/${ID}/extra`],
    ['a short link without an id', 'https://youtu.be/'],
    ['an id inside another path', `https://www.youtube.com/user/${ID}`],
    ['plain words', 'not a link at all'],
  ])('%s', (_case, url) => {
    expect(parseYouTube(url)).toBeNull();
  });
});

describe('isYouTubeId: 11 characters of letters, digits, - and _', () => {
  it.each([
    [ID, true],
    ['___________', true],
    ['videoseries', false],
    ['dQw4w9WgXc', false],
    ['dQw4w9WgXcQ ', false],
    ['dQw4w9WgX.Q', false],
  ])('%j: %s', (value, expected) => {
    expect(isYouTubeId(value)).toBe(expected);
  });
});

describe('youTubeEmbedUrl plays the video on the privacy-enhanced host from start to end', () => {
  it.each<[string, YouTubeVideo, string]>([
    ['without times', video(), `https://www.youtube-nocookie.com/embed/${ID}`],
    ['with a start', video(90), `https://www.youtube-nocookie.com/embed/${ID}?start=90`],
    ['with an end', video(null, 30), `https://www.youtube-nocookie.com/embed/${ID}?end=30`],
    ['with both', video(10, 20), `https://www.youtube-nocookie.com/embed/${ID}?start=10&end=20`],
    ['with a start of 0', video(0), `https://www.youtube-nocookie.com/embed/${ID}`],
  ])('%s', (_case, input, url) => {
    expect(youTubeEmbedUrl(input)).toBe(url);
  });

  it('round-trips a parsed link', () => {
    const parsed = parseYouTube(`https://youtu.be/${ID}?t=1m30s`);
    expect(parsed && youTubeEmbedUrl(parsed)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=90`);
  });
});
