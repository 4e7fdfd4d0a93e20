// Sending a file's rows in batches (admin spec §9), one after the other: the
// server applies each batch all or nothing, and a batch sent again changes
// nothing more, so a failed or cancelled upload is finished by sending the
// file again. The first batch that fails stops the upload.
import type { RowProblem } from './types.ts';

export interface BatchBytes<Item> {
  /** what the items of one batch may weigh together (a request body's limit) */
  maxBytes: number;
  bytesOf: (item: Item) => number;
}

/** The items in consecutive batches of at most `size`, and of at most `bytes.maxBytes` when given. */
export function inBatches<Item>(items: readonly Item[], size: number, bytes?: BatchBytes<Item>): Item[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size ${size}`);
  const batches: Item[][] = [];
  let batch: Item[] = [];
  let weight = 0;
  for (const item of items) {
    const itemBytes = bytes?.bytesOf(item) ?? 0;
    if (batch.length === size || (bytes && batch.length > 0 && weight + itemBytes > bytes.maxBytes)) {
      batches.push(batch);
      batch = [];
      weight = 0;
    }
    batch.push(item);
    weight += itemBytes;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** A batch's answer: how many rows it applied and which it refused (by their lines in the file), or why it failed. */
export type BatchOutcome =
  | { ok: true; applied: number; refused: RowProblem[]; counts?: Record<string, number> }
  | { ok: false; code: string; line?: number; invalid?: string[] };

export type BatchFailure = Extract<BatchOutcome, { ok: false }>;

export interface UploadSummary {
  batches: number;
  /** batches the server answered with success */
  sent: number;
  applied: number;
  refused: RowProblem[];
  /** the batches' other counts added up by name (what a deletion removed) */
  counts: Record<string, number>;
  failure: BatchFailure | null;
  /** stopped by the owner before the last batch */
  cancelled: boolean;
}

interface SendOptions {
  /** after each answered batch: how many are done of how many */
  onProgress?: (done: number, total: number) => void;
  /** asked before each batch; true stops before sending it */
  isCancelled?: () => boolean;
}

export async function sendInBatches<Item>(
  batches: readonly (readonly Item[])[],
  send: (batch: readonly Item[]) => Promise<BatchOutcome>,
  { onProgress, isCancelled }: SendOptions = {},
): Promise<UploadSummary> {
  const summary: UploadSummary = { batches: batches.length, sent: 0, applied: 0, refused: [], counts: {}, failure: null, cancelled: false };
  for (const batch of batches) {
    if (isCancelled?.()) return { ...summary, cancelled: true };
    const outcome = await send(batch);
    if (!outcome.ok) return { ...summary, failure: outcome };
    summary.sent += 1;
    summary.applied += outcome.applied;
    summary.refused.push(...outcome.refused);
    for (const [name, count] of Object.entries(outcome.counts ?? {})) summary.counts[name] = (summary.counts[name] ?? 0) + count;
    onProgress?.(summary.sent, batches.length);
  }
  return summary;
}

/** The server numbers a batch's rows from 1; the owner knows them by their lines in the file. */
export function fileLineOf(batch: readonly { line: number }[], batchLine: number | null | undefined): number | undefined {
  return batchLine ? batch[batchLine - 1]?.line : undefined;
}
