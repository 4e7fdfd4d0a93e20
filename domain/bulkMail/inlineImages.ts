// Inline images of a bulk e-mail (issue 17): the editor shows an uploaded
// image by its URL, the mail carries it as an attachment and shows it by
// cid:<name>, so a reader that blocks remote images still shows it. Both the
// sent and the exported HTML go through inlineImageSources; the cid rule is
// attachments.ts's (letters, digits, . _ -, at most 64). docs/decisions/bulkMail.md.

export interface InlineImage {
  /** the uploaded file's URL, as the editor's <img src> has it */
  path: string;
  /** set when the image is shown inline */
  cid?: string | null;
}

const MAX_CID_LENGTH = 64;

/**
 * A cid for an image named `filename`: its name without the extension, in the
 * cid's characters (anything else becomes '-'), made unique (case-blind)
 * among `taken` by a -2, -3… suffix; 'image' when nothing of the name is left.
 */
export function defaultCid(filename: string, taken: readonly string[] = []): string {
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  const base =
    stem
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, MAX_CID_LENGTH) || 'image';
  const used = new Set(taken.map((cid) => cid.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let serial = 2; ; serial++) {
    const suffix = `-${serial}`;
    const candidate = `${base.slice(0, MAX_CID_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

const IMG_TAG = /<img\b[^>]*>/gi;
// src="…", src='…' or src=… (unquoted), with the space HTML allows around '='
const SRC_ATTRIBUTE = /(\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** An attribute's value as the browser reads it: the entities an exported URL may carry decoded. */
function attributeValue(raw: string): string {
  return raw.replace(/&(amp|quot|#39|#x27|lt|gt);/gi, (_entity, name: string) => {
    const decoded: Record<string, string> = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };
    return decoded[name.toLowerCase()];
  });
}

/**
 * The HTML with every <img> whose src is an inline image's URL showing it by
 * cid:<cid> instead. Other images, other attributes and every other place a
 * URL appears (links, backgrounds) are left as they are.
 */
export function inlineImageSources(html: string, images: readonly InlineImage[]): string {
  const cidByPath = new Map(images.filter((image) => image.cid).map((image) => [image.path, image.cid as string]));
  if (cidByPath.size === 0) return html;
  return html.replace(IMG_TAG, (tag) =>
    tag.replace(SRC_ATTRIBUTE, (whole, prefix: string, double?: string, single?: string, bare?: string) => {
      const cid = cidByPath.get(attributeValue(double ?? single ?? bare ?? ''));
      return cid === undefined ? whole : `${prefix}"cid:${cid}"`;
    }),
  );
}
