// Where the cells of a results file go: an .xlsx written by exceljs's
// streaming WorkbookWriter, or a CSV written a page at a time by papaparse,
// each straight into a stream (the storage's file), never whole in memory.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Cell } from './resultsTable.ts';

export interface SheetSink {
  /** starts a sheet with its header row (a CSV has one sheet: a second is refused) */
  startSheet(name: string, headers: string[]): void;
  addRow(cells: Cell[]): void;
  /** resolves once what was added has been taken by the output: call it between pages */
  drained(): Promise<void>;
  /** ends the file; resolves when all of it is handed to the output */
  finish(): Promise<void>;
}

export const RESULTS_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** Rejects when the output fails or closes before the file is finished, so a wait on it never hangs. */
function failureOf(output: Writable): Promise<never> {
  const failed = new Promise<never>((_resolve, reject) => {
    output.once('error', reject);
    output.once('close', () => {
      if (!output.writableFinished) reject(new Error('the results file output closed early'));
    });
  });
  failed.catch(() => {});
  return failed;
}

async function drainedStream(stream: { once(event: 'drain', listener: () => void): unknown }, failure: Promise<never>) {
  await Promise.race([new Promise<void>((resolve) => stream.once('drain', () => resolve())), failure]);
}

/** The zip's input stream of an exceljs sheet, as far as exceljs lets it be seen. */
interface ZipInput {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

const COLUMN_WIDTHS = [32, 24, 16];
const OTHER_COLUMN_WIDTH = 14;

export function xlsxSink(output: Writable, options: { rightToLeft: boolean }): SheetSink {
  // No styles (a quarter to a half slower) and no shared strings (no faster, a larger file): docs/benchmarks/results.md.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const failure = failureOf(output);
  let sheet: ExcelJS.Worksheet | null = null;
  return {
    startSheet(name, headers) {
      sheet?.commit();
      sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rightToLeft }] });
      sheet.columns = headers.map((_, index) => ({ width: COLUMN_WIDTHS[index] ?? OTHER_COLUMN_WIDTH }));
      sheet.addRow(headers).commit();
    },
    addRow(cells) {
      if (!sheet) throw new Error('no sheet started');
      sheet.addRow(cells).commit();
    },
    async drained() {
      // exceljs hands a sheet's XML to the zip without waiting for it (its
      // StreamBuf ignores write()'s answer): a writer faster than deflate
      // would queue the whole sheet, uncompressed, in the zip's input. So we
      // wait for that input to drain between pages. Measured: 75 MB queued at
      // 80,000 rows of 32 cells without this, nothing with it.
      const pipes = (sheet as unknown as { stream?: { pipes?: ZipInput[] } } | null)?.stream?.pipes ?? [];
      for (const pipe of pipes) {
        if (pipe._writableState?.needDrain) await drainedStream(pipe, failure);
      }
      if (output.writableNeedDrain) await drainedStream(output, failure);
    },
    async finish() {
      sheet?.commit();
      await Promise.race([workbook.commit(), failure]);
    },
  };
}

/**
 * Texts a spreadsheet program would run as a formula: starting with =, +, -,
 * a tab or a carriage return, or with @ unless it is a plain handle such as a
 * Telegram name (@sara names nothing a spreadsheet can call).
 */
export const FORMULA_LIKE = /^(?:[=+\-\t\r]|@(?![\w.]*$))/;

/**
 * A CSV in UTF-8 with a byte-order mark, so that spreadsheet programs read
 * Arabic right; CRLF line ends; a formula-like text (FORMULA_LIKE) is written
 * with a leading apostrophe, so that it stays text.
 */
export function csvSink(output: Writable): SheetSink {
  const failure = failureOf(output);
  let pending: Cell[][] = [];
  let started = false;
  const flush = async () => {
    if (pending.length === 0) return;
    const text = `${Papa.unparse(pending, { escapeFormulae: FORMULA_LIKE, newline: '\r\n' })}\r\n`;
    pending = [];
    if (!output.write(text)) await drainedStream(output, failure);
  };
  return {
    startSheet(_name, headers) {
      if (started) throw new Error('a CSV has one sheet');
      started = true;
      output.write('\uFEFF');
      pending.push(headers);
    },
    addRow(cells) {
      pending.push(cells);
    },
    drained: flush,
    async finish() {
      await flush();
      output.end();
      await Promise.race([once(output, 'finish'), failure]);
    },
  };
}
