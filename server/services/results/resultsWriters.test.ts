// The two writers of a results file, into a stream: what a learner typed
// (a name, a Telegram handle) stays text a spreadsheet will not run.
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../../testing/resultsFiles.ts';
import { csvSink, xlsxSink, type SheetSink } from './resultsWriters.ts';
import type { Cell } from './resultsTable.ts';

async function written(make: (output: PassThrough) => SheetSink, sheets: [string, string[], Cell[][]][]) {
  const output = new PassThrough();
  const bytes = buffer(output);
  const sink = make(output);
  for (const [name, headers, rows] of sheets) {
    sink.startSheet(name, headers);
    for (const row of rows) sink.addRow(row);
    await sink.drained();
  }
  await sink.finish();
  const all = await bytes;
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

const LEARNER_TEXTS: Cell[] = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(1,2)', '@sara', 'سارة', -2, 0.5, null];

describe('CSV', () => {
  it('starts with a byte-order mark; formula-like texts get a leading apostrophe, a plain @handle and numbers do not', async () => {
    const bytes = await written((output) => csvSink(output), [['Results', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], [LEARNER_TEXTS]]]);
    const { bom, rows } = readCsv(bytes);
    expect(bom).toBe(true);
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'+1+1", "'-2+3", "'@SUM(1,2)", '@sara', 'سارة', '-2', '0.5', null]);
    expect(Buffer.from(bytes).toString('utf8')).toContain('\r\n');
  });

  it('has one sheet: a second is refused', () => {
    const sink = csvSink(new PassThrough());
    sink.startSheet('Results', ['a']);
    expect(() => sink.startSheet('More', ['b'])).toThrow('a CSV has one sheet');
  });
});

describe('.xlsx', () => {
  it('writes texts as text, never as formulas, and numbers as numbers, in sheets of their own', async () => {
    const bytes = await written((output) => xlsxSink(output, { rightToLeft: false }), [
      ['One', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], [LEARNER_TEXTS]],
      ['Two', ['x'], [[1], [2]]],
    ]);
    const [one, two] = await readXlsx(bytes);
    expect(one.rows[1]).toEqual(LEARNER_TEXTS);
    expect(two).toEqual({ name: 'Two', rightToLeft: false, rows: [['x'], [1], [2]] });
  });
});
