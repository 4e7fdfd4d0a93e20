// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { query, routeQuery } from '../../../relay/routeQuery.tsx';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { MemoryCacheStorage } from '../../offline/memoryCacheStorage.ts';
import { MediaPlayer } from './MediaPlayer.tsx';
import type { MediaPlayerTestQuery } from './__generated__/MediaPlayerTestQuery.graphql.ts';
import MediaPlayerTestQueryParameters from './__generated__/MediaPlayerTestQuery$parameters.ts';

startEachTestAsNewBrowser();

interface HostProps {
  queryRef: PreloadedQuery<MediaPlayerTestQuery>;
  kind: 'video' | 'audio';
  disableDownloads: boolean;
}

function PlayerHost({ queryRef, kind, disableDownloads }: HostProps) {
  const { node } = usePreloadedQuery<MediaPlayerTestQuery>(
    graphql`
      query MediaPlayerTestQuery($id: ID!) @relay_test_operation @preloadable {
        node(id: $id) {
          ...MediaPlayer_item @alias(as: "item")
        }
      }
    `,
    queryRef,
  );
  return node?.item ? <MediaPlayer itemRef={node.item} kind={kind} disableDownloads={disableDownloads} /> : null;
}

async function openPlayer({ kind = 'video', positionSeconds = null, disableDownloads = false }: { kind?: 'video' | 'audio'; positionSeconds?: number | null; disableDownloads?: boolean } = {}) {
  const rendered = renderWithProviders({
    language: 'en',
    routes: [
      {
        path: '/',
        ...routeQuery(
          ({ queryRef }: { queryRef: PreloadedQuery<MediaPlayerTestQuery> }) => (
            <Suspense fallback={null}>
              <PlayerHost queryRef={queryRef} kind={kind} disableDownloads={disableDownloads} />
            </Suspense>
          ),
          () => query(MediaPlayerTestQueryParameters, { id: 'item-1' }),
        ),
      },
    ],
  });
  await answerOperation(rendered.environment, 'MediaPlayerTestQuery', {
    Query: () => ({
      node: { __typename: 'ProgramItem', id: 'item-1', name: 'Introduction video', src: '/files/intro.mp4', mimeType: 'video/mp4', positionSeconds },
    }),
  });
  const media = (await screen.findByLabelText('Introduction video')) as HTMLMediaElement;
  return { ...rendered, media };
}

function playing(media: HTMLMediaElement, isPlaying: boolean) {
  Object.defineProperty(media, 'paused', { configurable: true, get: () => !isPlaying });
}

describe('the media player', () => {
  it('resumes where this browser left the item, before the server’s older copy', async () => {
    window.localStorage.setItem('videoProgress', JSON.stringify({ 'item-1': 42, other: 7 }));
    const { media } = await openPlayer({ positionSeconds: 17 });
    fireEvent.loadedMetadata(media);
    expect(media.currentTime).toBe(42);
  });

  it('resumes at the server’s position when this browser has none (another device)', async () => {
    const { media } = await openPlayer({ positionSeconds: 17 });
    fireEvent.loadedMetadata(media);
    expect(media.currentTime).toBe(17);
  });

  it('keeps audio positions apart from video positions', async () => {
    window.localStorage.setItem('videoProgress', JSON.stringify({ 'item-1': 42 }));
    const { media } = await openPlayer({ kind: 'audio' });
    fireEvent.loadedMetadata(media);
    expect(media.currentTime).toBe(0);
  });

  it('saves the position in the browser on every update and on the server at most every 5 s and on pause', async () => {
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    onTestFinished(() => clock.mockRestore());
    const { media, environment } = await openPlayer();
    playing(media, true);
    fireEvent.play(media);

    media.currentTime = 3;
    fireEvent.timeUpdate(media);
    expect(JSON.parse(window.localStorage.getItem('videoProgress') ?? '{}')).toEqual({ 'item-1': 3 });
    expect(sentOperationNames(environment)).not.toContain('SavePlaybackPositionMutation');

    now += 5000;
    media.currentTime = 8;
    fireEvent.timeUpdate(media);
    const saved = await answerOperation(environment, 'SavePlaybackPositionMutation', {
      Mutation: () => ({
        savePlaybackPosition: { __typename: 'MutationSavePlaybackPositionSuccess', data: { id: 'item-1', positionSeconds: 8 } },
      }),
    });
    expect(saved.request.variables).toEqual({ input: { itemId: 'item-1', seconds: 8 } });

    now += 1000;
    media.currentTime = 9.5;
    playing(media, false);
    fireEvent.pause(media);
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((op) => op.request.variables)).toContainEqual({ input: { itemId: 'item-1', seconds: 9.5 } }),
    );
    expect(JSON.parse(window.localStorage.getItem('videoProgress') ?? '{}')).toEqual({ 'item-1': 9.5 });
  });

  it('offers the speeds 0.5 to 1.5 and applies the chosen one', async () => {
    const { media } = await openPlayer();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement;
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×']);
    expect(speed.value).toBe('1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(media.playbackRate).toBe(1.5);
  });

  it.each([
    [false, true],
    [true, false],
  ])('offers the audio for download unless the program disables downloads (disabled: %s)', async (disableDownloads, offered) => {
    await openPlayer({ kind: 'audio', disableDownloads });
    expect(screen.queryByRole('link', { name: 'Download audio' }) !== null).toBe(offered);
  });

  it.each([
    ['video', false, true],
    ['audio', false, true],
    ['video', true, false],
    ['audio', true, false],
  ] as const)('offers saving the %s for offline unless the program disables downloads (disabled: %s)', async (kind, disableDownloads, offered) => {
    vi.stubGlobal('caches', new MemoryCacheStorage());
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    onTestFinished(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });
    await openPlayer({ kind, disableDownloads });
    expect(screen.getByRole('status').textContent).toBe('Online');
    if (offered) expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeTruthy();
    else await waitFor(() => expect(screen.queryByRole('button', { name: 'Save for offline' })).toBeNull());
  });
});
