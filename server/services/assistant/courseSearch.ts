// The built-in assistant's search: PostgreSQL full-text search over the
// learner's own passages (coursePassages.ts), which are never stored: they
// are sent with the query and ranked there. Each passage and the question are
// read with three configurations, 'simple' (the words as written),
// 'arabic' and 'english' (stems: المدارس finds المدرسة, plants finds plant);
// a passage matches when it shares any word with the question, and the best
// ranked come first (docs/decisions/assistant.md, "The search").
import type { RequestContext } from '../../context.ts';
import type { Passage } from './coursePassages.ts';

export const SEARCH_RESULTS = 5;

/** The passages matching the question, best first, at most `limit`. */
export async function searchPassages(ctx: RequestContext, passages: Passage[], question: string, limit = SEARCH_RESULTS): Promise<Passage[]> {
  if (!passages.length) return [];
  const texts = passages.map((passage) => passage.text);
  const rows = await ctx.prisma.$queryRaw<{ idx: number }[]>`
    WITH question AS (
      SELECT array_to_string(array_remove(ARRAY[
        replace(plainto_tsquery('simple', ${question})::text, ' & ', ' | '),
        replace(plainto_tsquery('arabic', ${question})::text, ' & ', ' | '),
        replace(plainto_tsquery('english', ${question})::text, ' & ', ' | ')
      ], ''), ' | ')::tsquery AS query
    ),
    passage AS (
      SELECT idx, to_tsvector('simple', body) || to_tsvector('arabic', body) || to_tsvector('english', body) AS words
      FROM unnest(${texts}::text[]) WITH ORDINALITY AS given(body, idx)
    )
    SELECT (idx - 1)::int AS idx
    FROM passage, question
    WHERE passage.words @@ question.query
    ORDER BY ts_rank(passage.words, question.query) DESC, idx
    LIMIT ${limit}`;
  return rows.map((row) => passages[Number(row.idx)]!);
}
