// Reading results files back in tests: waiting for a file URL to answer 200
// (as the legacy client does), opening an .xlsx with exceljs's reader and a
// CSV with papaparse, both into plain rows of cells.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TestApp } from './testApp.ts';

export type ReadCell = string | number | null;

export interface ReadSheet {
  name: string;
  rightToLeft: boolean;
  rows: ReadCell[][];
}

/** GETs the URL until it answers 200 (404 while the job writes the file). */
export async function downloadWhenReady(app: TestApp, url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(new URL(url, app.url));
    if (response.status === 200) return response;
    await response.arrayBuffer();
    if (response.status !== 404 || Date.now() > deadline) throw new Error(`${url} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function readXlsx(bytes: ArrayBuffer): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets.map((sheet) => {
    const rows: ReadCell[][] = [];
    const width = sheet.columnCount;
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: ReadCell[] = [];
      for (let column = 1; column <= width; column++) {
        const value = row.getCell(column).value;
        cells.push(value === undefined || value === null || value === '' ? null : (value as ReadCell));
      }
      rows.push(cells);
    });
    return { name: sheet.name, rightToLeft: sheet.views[0]?.rightToLeft === true, rows };
  });
}

/** The CSV's rows as texts, empty fields as null; `bom` says whether it starts with a UTF-8 byte-order mark. */
export function readCsv(bytes: ArrayBuffer): { bom: boolean; rows: (string | null)[][] } {
  const text = Buffer.from(bytes).toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const parsed = Papa.parse<string[]>(bom ? text.slice(1) : text, { skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`CSV: ${parsed.errors[0].message}`);
  return { bom, rows: parsed.data.map((row) => row.map((cell) => (cell === '' ? null : cell))) };
}
