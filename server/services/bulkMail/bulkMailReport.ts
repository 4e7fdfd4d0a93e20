// The report of a bulk e-mail, written by its job at the end: one row per
// address of the file that was kept (sent, failed with the reason, skipped
// with the reason), as a CSV the sender downloads from the job (its file) or
// the notification. A spreadsheet must not run what a learner typed as an
// address: formula-like cells are escaped by papaparse (escapeFormulae).
import Papa from 'papaparse';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/fileStorage.ts';
import { FORMULA_LIKE } from '../results/resultsWriters.ts';

const HEADERS = ['email', 'status', 'reason', 'sentAt'];

export async function bulkMailReportCsv(prisma: Db, bulkMailId: string): Promise<string> {
  const rows = await prisma.bulkMailRecipient.findMany({
    where: { bulkMailId },
    orderBy: [{ email: 'asc' }],
    select: { email: true, status: true, reason: true, sentAt: true },
  });
  const cells = rows.map((row) => [row.email, row.status.toLowerCase(), row.reason ?? '', row.sentAt?.toISOString() ?? '']);
  // a byte-order mark so that spreadsheets read the UTF-8 (Arabic reasons, addresses)
  return `\uFEFF${Papa.unparse([HEADERS, ...cells], { escapeFormulae: FORMULA_LIKE, newline: '\r\n' })}\r\n`;
}

/** Writes the report into the job's file; its size and time mark it written. */
export async function writeBulkMailReport(prisma: Db, storage: FileStorage, bulkMailId: string, fileId: string) {
  const file = await prisma.storedFile.findUnique({ where: { id: fileId } });
  if (!file) return null;
  const size = await storage.at(file).put(file.key, Buffer.from(await bulkMailReportCsv(prisma, bulkMailId), 'utf8'));
  return prisma.storedFile.update({ where: { id: file.id }, data: { size, uploadedAt: new Date() } });
}
