// An md5 of every table's rows (each row as text, in text order, so no
// primary key is needed), read in one statement: two equal maps mean no row
// was added, removed or changed in between. The rate limits' counters are
// left out: every request counts there, refused ones included, and they are
// not saved data.
import type { Db } from '../db/database.ts';
import { RATE_LIMIT_TABLE } from '../security/rateLimits.ts';

export async function tableChecksums(prisma: Db): Promise<Record<string, string>> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '${RATE_LIMIT_TABLE}' ORDER BY tablename`,
  );
  const sql = tables
    .map(({ name }) => {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      return `SELECT '${name.replaceAll("'", "''")}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${quoted} t`;
    })
    .join(' UNION ALL ');
  const rows = await prisma.$queryRawUnsafe<{ name: string; sum: string }[]>(sql);
  return Object.fromEntries(rows.map(({ name, sum }) => [name, sum]));
}
