// The newsletter preset's card and list blocks show images from a remote
// placeholder service; the editor is self-hosted and a mail should not point
// at a stranger's server, so those images become a local drawing (a data:
// URL the owner replaces with an uploaded image).
import type { Editor } from 'grapesjs';

const REMOTE_HOST = 'via.placeholder.com';
const REMOTE_PLACEHOLDER = /https?:\/\/via\.placeholder\.com\/[^"'\s)]*/g;

/** A grey frame with a picture sign, drawn in the page. */
export const LOCAL_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="150" viewBox="0 0 250 150"><rect width="250" height="150" fill="#dfe6e9"/><path d="M95 100l20-26 15 18 10-12 15 20z" fill="#78909c"/><circle cx="145" cy="58" r="8" fill="#78909c"/></svg>',
)}`;

export function replaceRemotePlaceholders(editor: Editor): void {
  for (const block of editor.Blocks.getAll().models) {
    const content = block.get('content');
    if (typeof content === 'string' && content.includes(REMOTE_HOST)) block.set('content', content.replace(REMOTE_PLACEHOLDER, LOCAL_PLACEHOLDER));
  }
  // a design made before (or imported HTML) may still name them
  for (const image of editor.getWrapper()?.find('img') ?? []) {
    const src = image.get('src');
    if (typeof src === 'string' && src.includes(REMOTE_HOST)) image.set('src', LOCAL_PLACEHOLDER);
  }
}
