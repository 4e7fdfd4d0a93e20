// What opening a program item does (learner spec, "Item behaviour"): a quiz
// opens the quiz, a link a new tab, a folder its children; everything else
// is shown in the viewer, an attachment as an image or a PDF when it is one,
// otherwise as a notice that it cannot be played here, with a download.

export type ViewerKind = 'folder' | 'quiz' | 'link' | 'pdf' | 'image' | 'video' | 'audio' | 'youtube' | 'download';

export interface KindSource {
  readonly itemType: string;
  readonly src?: string | null;
  readonly mimeType?: string | null;
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;
const PDF_EXTENSION = /\.pdf$/i;

function pathOf(src: string | null | undefined): string {
  const text = src ?? '';
  const end = text.search(/[?#]/);
  return end === -1 ? text : text.slice(0, end);
}

function attachmentKind({ src, mimeType }: KindSource): ViewerKind {
  const type = (mimeType ?? '').toLowerCase();
  if (type === 'application/pdf' || PDF_EXTENSION.test(pathOf(src))) return 'pdf';
  if (type.startsWith('image/') || IMAGE_EXTENSIONS.test(pathOf(src))) return 'image';
  return 'download';
}

export function viewerKindOf(item: KindSource): ViewerKind {
  switch (item.itemType) {
    case 'folder':
      return 'folder';
    case 'quiz':
      return 'quiz';
    case 'link':
      return 'link';
    case 'youtube_video':
      return 'youtube';
    case 'audio':
      return 'audio';
    case 'attachment':
      return attachmentKind(item);
    default:
      return 'video'; // video items and anything newer play in the video player
  }
}

/** Items shown inside the viewer (the others navigate or open a tab). */
export function isViewable(kind: ViewerKind): boolean {
  return kind !== 'folder' && kind !== 'quiz' && kind !== 'link';
}
