import { useCallback, useLayoutEffect, useRef } from 'react';
import { readPlaybackPosition, writePlaybackPosition, type MediaKind } from '../../../storage/playbackPositions.ts';
import { useSavePlaybackPositionMutation } from './mutations/SavePlaybackPositionMutation.ts';

/** While playing, the server hears of the position at most this often (and on every pause). */
export const SERVER_SAVE_INTERVAL_MS = 5000;

/**
 * Resumes a video or audio item where the learner left it (this browser's
 * copy first, it is the freshest; else the server's) and keeps both copies
 * up to date: the browser's on every time update, the server's every few
 * seconds while playing, on pause, at the end and when the player goes away.
 */
export function usePlaybackPosition(kind: MediaKind, itemId: string, serverSeconds: number | null | undefined) {
  const savePosition = useSavePlaybackPositionMutation();
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const lastSent = useRef<{ at: number; seconds: number | null }>({ at: 0, seconds: null });

  const send = useCallback(
    (seconds: number) => {
      lastSent.current = { at: Date.now(), seconds };
      savePosition(itemId, seconds);
    },
    [itemId, savePosition],
  );

  const onLoadedMetadata = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    const seconds = readPlaybackPosition(kind, itemId) ?? serverSeconds ?? 0;
    if (seconds <= 0) return;
    media.currentTime = Number.isFinite(media.duration) ? Math.min(seconds, media.duration) : seconds;
  }, [kind, itemId, serverSeconds]);

  const onPlay = useCallback(() => {
    lastSent.current = { ...lastSent.current, at: Date.now() };
  }, []);

  const onTimeUpdate = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    writePlaybackPosition(kind, itemId, media.currentTime);
    if (!media.paused && Date.now() - lastSent.current.at >= SERVER_SAVE_INTERVAL_MS) send(media.currentTime);
  }, [kind, itemId, send]);

  const onPauseOrEnd = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    writePlaybackPosition(kind, itemId, media.currentTime);
    if (lastSent.current.seconds !== media.currentTime) send(media.currentTime);
  }, [kind, itemId, send]);

  // A player removed while playing (another item opened) fires no pause React can hear. A layout
  // effect, because its cleanup runs before React detaches the element from mediaRef.
  useLayoutEffect(
    () => () => {
      const media = mediaRef.current;
      if (media && media.currentTime > 0 && lastSent.current.seconds !== media.currentTime) {
        writePlaybackPosition(kind, itemId, media.currentTime);
        send(media.currentTime);
      }
    },
    [kind, itemId, send],
  );

  const attachMedia = useCallback((element: HTMLMediaElement | null) => {
    mediaRef.current = element;
  }, []);

  return { mediaRef, attachMedia, onLoadedMetadata, onPlay, onTimeUpdate, onPause: onPauseOrEnd, onEnded: onPauseOrEnd };
}
