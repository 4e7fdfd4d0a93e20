import { describe, expect, it } from 'vitest';
import { fileLineOf, inBatches, sendInBatches, type BatchOutcome } from './batches.ts';

describe('inBatches', () => {
  it('cuts the rows into batches of at most the size, in order', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches(Array.from({ length: 250 }, (_, index) => index), 100).map((batch) => batch.length)).toEqual([100, 100, 50]);
  });

  it('makes no batch of no rows', () => {
    expect(inBatches([], 100)).toEqual([]);
  });

  it('also keeps each batch within a weight: a batch closes before the item that would make it too heavy', () => {
    const words = ['aaaa', 'bb', 'cccc', 'dd', 'e', 'ffffff'];
    expect(inBatches(words, 3, { maxBytes: 6, bytesOf: (word) => word.length })).toEqual([['aaaa', 'bb'], ['cccc', 'dd'], ['e'], ['ffffff']]);
    expect(inBatches(words, 2, { maxBytes: 100, bytesOf: (word) => word.length })).toEqual([['aaaa', 'bb'], ['cccc', 'dd'], ['e', 'ffffff']]);
  });

  it('puts an item heavier than the weight alone in its batch rather than losing it', () => {
    expect(inBatches(['a', 'bbbbbbbb', 'c'], 10, { maxBytes: 4, bytesOf: (word) => word.length })).toEqual([['a'], ['bbbbbbbb'], ['c']]);
  });

  it.each([0, -1, 1.5])('refuses a batch size of %s', (size) => {
    expect(() => inBatches([1], size)).toThrow(RangeError);
  });
});

describe('sendInBatches', () => {
  const applyAll = async (batch: readonly number[]): Promise<BatchOutcome> => ({ ok: true, applied: batch.length, refused: [] });

  it('sends the batches one after the other, adding up what they applied and refused, reporting progress', async () => {
    const sent: number[][] = [];
    const progress: string[] = [];
    let inFlight = 0;
    const summary = await sendInBatches(
      [[1, 2], [3, 4], [5]],
      async (batch) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sent.push([...batch]);
        await Promise.resolve();
        inFlight -= 1;
        return { ok: true, applied: batch.length - 1, refused: [{ line: batch[0], code: 'noSubmission' }], counts: { removed: batch.length } };
      },
      { onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(summary).toEqual({
      batches: 3,
      sent: 3,
      applied: 2,
      refused: [
        { line: 1, code: 'noSubmission' },
        { line: 3, code: 'noSubmission' },
        { line: 5, code: 'noSubmission' },
      ],
      counts: { removed: 5 },
      failure: null,
      cancelled: false,
    });
  });

  it('stops at the first batch that fails, keeping what the earlier ones applied', async () => {
    const sent: number[][] = [];
    const summary = await sendInBatches([[1], [2], [3]], async (batch) => {
      sent.push([...batch]);
      return batch[0] === 2 ? { ok: false, code: 'forbidden' } : applyAll(batch);
    });
    expect(sent).toEqual([[1], [2]]);
    expect(summary).toMatchObject({ sent: 1, applied: 1, failure: { ok: false, code: 'forbidden' }, cancelled: false });
  });

  it('sends no further batch once cancelled', async () => {
    let cancelled = false;
    const sent: number[][] = [];
    const summary = await sendInBatches(
      [[1], [2], [3]],
      async (batch) => {
        sent.push([...batch]);
        cancelled = true;
        return applyAll(batch);
      },
      { isCancelled: () => cancelled },
    );
    expect(sent).toEqual([[1]]);
    expect(summary).toMatchObject({ batches: 3, sent: 1, applied: 1, cancelled: true, failure: null });
  });
});

describe('fileLineOf', () => {
  it("reads the server's 1-based line in the batch as the row's line in the file", () => {
    const batch = [{ line: 4 }, { line: 7 }, { line: 12 }];
    expect(fileLineOf(batch, 2)).toBe(7);
    expect(fileLineOf(batch, 4)).toBeUndefined();
    expect(fileLineOf(batch, null)).toBeUndefined();
  });
});
