// An upload's bytes must be what its name declares (DESIGN "Security"): the
// first bytes are sniffed with file-type and must name one of the formats the
// extension stands for. Text formats have no magic number: they must not sniff
// as any binary format, and an .svg must be an SVG document.
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../../domain/files/fileTypes.ts';

/** What file-type may report for each accepted extension (containers report their family). */
const SNIFFED_AS: Readonly<Record<string, readonly string[]>> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v', 'mov', '3gp'],
  mov: ['mov', 'mp4', 'm4v'],
  webm: ['webm', 'mkv'],
  mp3: ['mp3'],
  wav: ['wav'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
};

/** Text formats: nothing sniffed, except XML for an SVG with its XML declaration. */
const TEXT_SNIFFED_AS: Readonly<Record<string, readonly string[]>> = { svg: ['xml'], txt: [], csv: [], json: [] };

/** How many leading bytes are read: file-type's own recommendation. */
export const SNIFF_BYTES = 4100;

const SVG_ROOT = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** Whether the file's first bytes (up to SNIFF_BYTES) match the format its name declares. */
export async function contentMatchesName(fileName: string, head: Uint8Array): Promise<boolean> {
  const extension = extensionOf(fileName);
  const sniffed = (await fileTypeFromBuffer(head))?.ext;
  const binary = SNIFFED_AS[extension];
  if (binary) return sniffed !== undefined && binary.includes(sniffed);
  const text = TEXT_SNIFFED_AS[extension];
  if (!text || (sniffed !== undefined && !text.includes(sniffed))) return false;
  return extension !== 'svg' || SVG_ROOT.test(Buffer.from(head).toString('utf8'));
}
