// The add-item dialog's rules (admin spec §5 "Program and items"): when its
// submit is enabled, which files each type takes, and the item it makes.
import { parseYouTube } from '../../../../../domain/media/youtube.ts';
import { AUDIO_TYPES, isHttpUrl, newItemId, VIDEO_TYPES, type TreeItem } from '../../../../../domain/program/tree.ts';
import { acceptedTypes, contentTypeFor, type AcceptedTypes } from '../../../storage/uploadFile.ts';

export type FileKind = 'video' | 'audio' | 'attachment' | 'icon';
export type NewItemKind = 'folder' | 'video' | 'youtube-video' | 'audio' | 'attachment' | 'link';

/** What each upload takes, by extension (domain/files/fileTypes.ts gives their content types). */
export const ACCEPTED: Readonly<Record<FileKind, AcceptedTypes>> = {
  video: acceptedTypes(['mp4', 'mov', 'webm']),
  audio: acceptedTypes(['mp3', 'wav']),
  attachment: acceptedTypes(['pdf', 'docx', 'xlsx', 'pptx', 'zip', 'txt', 'png', 'jpg', 'jpeg']),
  icon: acceptedTypes(['png', 'jpg', 'jpeg']),
};

/** Media must also have one of the spec's MIME types. */
const MIME_TYPES: Partial<Record<FileKind, readonly string[]>> = { video: VIDEO_TYPES, audio: AUDIO_TYPES, icon: ['image/png', 'image/jpeg'] };

const TYPE_ERROR: Record<FileKind, FileTypeError> = {
  video: 'invalid_video_type',
  audio: 'invalid_audio_type',
  attachment: 'fileTypeNotAllowed',
  icon: 'invalid_image_type',
};

export type FileTypeError = 'invalid_video_type' | 'invalid_audio_type' | 'invalid_image_type' | 'fileTypeNotAllowed';

/** The file's MIME type as it will be stored, or the error the spec shows for a file of the wrong type. */
export function checkFileType(kind: FileKind, file: File): { ok: true; type: string } | { ok: false; error: FileTypeError } {
  const type = contentTypeFor(file, ACCEPTED[kind]);
  const allowed = MIME_TYPES[kind];
  const mime = file.type || type;
  if (type === null || (allowed && !allowed.includes(mime ?? ''))) return { ok: false, error: TYPE_ERROR[kind] };
  return { ok: true, type: allowed ? mime! : type };
}

/** The kind of file an item of this type is, or null when it has none. */
export function fileKindOf(kind: NewItemKind): 'video' | 'audio' | 'attachment' | null {
  return kind === 'video' || kind === 'audio' || kind === 'attachment' ? kind : null;
}

export interface NewItemDraft {
  kind: NewItemKind;
  name: string;
  /** the YouTube or link address */
  link: string;
  file: File | null;
  /** the chosen file's MIME type, as checkFileType gave it */
  fileType: string | null;
}

export const EMPTY_DRAFT: Omit<NewItemDraft, 'kind'> = { name: '', link: '', file: null, fileType: null };

const filled = (value: string) => value.trim() !== '';

/** The problem of the draft's address shown under its field; null when blank (nothing to judge yet) or fine. */
export function linkProblem(draft: NewItemDraft): 'invalid_youtube_video' | 'invalidLink' | null {
  if (!filled(draft.link)) return null;
  if (draft.kind === 'youtube-video') return parseYouTube(draft.link) ? null : 'invalid_youtube_video';
  if (draft.kind === 'link') return isHttpUrl(draft.link) ? null : 'invalidLink';
  return null;
}

/**
 * Spec §5: a folder needs a name; a video, audio or attachment a file and a
 * name; a YouTube item or a link an address and a name. An address that is not
 * one (the legacy client let it through, the server refuses it) also keeps
 * submit disabled.
 */
export function draftReady(draft: NewItemDraft): boolean {
  if (!filled(draft.name)) return false;
  switch (draft.kind) {
    case 'folder':
      return true;
    case 'video':
    case 'audio':
    case 'attachment':
      return draft.file !== null;
    case 'youtube-video':
    case 'link':
      return filled(draft.link) && linkProblem(draft) === null;
  }
}

/** The new item; `storedUrl` is where the file of a video, audio or attachment was uploaded. */
export function itemFromDraft(draft: NewItemDraft, storedUrl?: string): TreeItem {
  const base = { id: newItemId(draft.kind), itemType: draft.kind, name: draft.name.trim() };
  switch (draft.kind) {
    case 'folder':
      return { ...base, children: [] };
    case 'youtube-video':
      return { ...base, src: parseYouTube(draft.link)?.id ?? draft.link.trim() };
    case 'link':
      return { ...base, src: draft.link.trim() };
    default:
      return { ...base, src: storedUrl ?? null, type: draft.fileType };
  }
}
