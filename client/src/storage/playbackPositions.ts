// Where each video and audio item was left, per browser (the spec's stored
// videoProgress and audioProgress: a map of item id to seconds), so that a
// reload resumes at once; the server keeps a copy for the learner's other devices.

export type MediaKind = 'video' | 'audio';

const STORAGE_KEYS: Record<MediaKind, string> = { video: 'videoProgress', audio: 'audioProgress' };

function readMap(kind: MediaKind): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS[kind]) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable or disabled storage: start from the beginning
  }
}

export function readPlaybackPosition(kind: MediaKind, itemId: string): number | null {
  const seconds = readMap(kind)[itemId];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export function writePlaybackPosition(kind: MediaKind, itemId: string, seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify({ ...readMap(kind), [itemId]: seconds }));
  } catch {
    // Storage full or disabled: the server copy still restores it.
  }
}
