// An uploaded CSV file as rows of fields, each with the line of the file it
// starts on (messages name the line the owner sees in a text editor).
// Files come from spreadsheet programs as often as from editors: UTF-8 with or
// without a byte-order mark, UTF-16 with one ("Unicode text"), or, from an
// Arabic Windows Excel's plain "CSV", windows-1256; CRLF, LF or CR line ends;
// quoted fields holding commas, quotes or line breaks; comma, semicolon or tab
// between fields (docs/decisions/uploads.md). Blank lines, and lines of empty
// fields only (",," from a spreadsheet's empty row), are skipped.
import Papa from 'papaparse';

export interface CsvRow {
  /** 1-based line of the file the row starts on */
  line: number;
  /** the fields as written, quotes removed, spaces kept */
  fields: string[];
}

/** The separators a file's first lines are tried with, comma first (the spec's files). */
const DELIMITERS = [',', ';', '\t'];

const BYTE_ORDER_MARKS: readonly { bytes: readonly number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** Excel's "CSV" on an Arabic Windows writes the ANSI code page, not UTF-8. */
const LEGACY_ENCODING = 'windows-1256';

/** The file's text: by its byte-order mark, else UTF-8, else (not valid UTF-8) windows-1256. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  for (const { bytes: mark, encoding } of BYTE_ORDER_MARKS) {
    if (mark.every((byte, index) => bytes[index] === byte)) return new TextDecoder(encoding).decode(bytes.subarray(mark.length));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(LEGACY_ENCODING).decode(bytes);
  }
}

const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === '');

const lineBreaksIn = (fields: readonly string[]) => fields.reduce((count, field) => count + (field.match(/\n/g)?.length ?? 0), 0);

/** The rows of a CSV text, blank ones left out, each with its first line. */
export function parseCsvText(text: string): CsvRow[] {
  // One kind of line end, so a file with mixed ends is still one row a line.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { meta } = Papa.parse<string[]>(normalized, { preview: 10, skipEmptyLines: 'greedy', delimitersToGuess: DELIMITERS });
  const { data } = Papa.parse<string[]>(normalized, { delimiter: meta.delimiter, newline: '\n' });
  const rows: CsvRow[] = [];
  let line = 1;
  for (const fields of data) {
    if (!isBlank(fields)) rows.push({ line, fields });
    // a quoted field may hold line breaks: the next row starts after them
    line += 1 + lineBreaksIn(fields);
  }
  return rows;
}

export async function readCsvFile(file: Blob): Promise<CsvRow[]> {
  return parseCsvText(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
}
