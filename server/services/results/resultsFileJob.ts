// The job that writes a results file (kind resultsFile): reads the rows a
// page at a time (resultsPages.ts), writes them as they come into an .xlsx or
// a CSV streamed straight into storage, reports progress, then marks the
// file written and tells the owner. A retried run writes the file afresh.
import { PassThrough } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { fileUrlOf } from '../../files/fileAccess.ts';
import type { JobHandler } from '../../jobs/jobTypes.ts';
import { labelOf } from './resultsLabels.ts';
import { storedResultsOptions } from './resultsOptions.ts';
import { countResultRows, resultsPages } from './resultsPages.ts';
import { RESULTS_JOB_KIND } from './requestResults.ts';
import { resultsScopeOf, type ResultsScope } from './resultsScope.ts';
import { mainHeaders, mainRow, questionCells, questionHeaders, type TableOptions } from './resultsTable.ts';
import { csvSink, xlsxSink, type SheetSink } from './resultsWriters.ts';

interface WriteOptions extends TableOptions {
  format: 'xlsx' | 'csv';
}

/**
 * Writes the file; answers its number of learner rows. A quiz's scores per
 * question are a second sheet of the .xlsx (read in a second pass, since a
 * sheet is written whole before the next), or more columns of the CSV's one
 * table. An externally graded quiz has no scores per question.
 */
async function writeResults(prisma: Db, scope: ResultsScope, sink: SheetSink, options: WriteOptions, progress: (percent: number) => Promise<void>) {
  const { language } = options;
  const quiz = scope.quizzes[0];
  const perQuestion = scope.level === 'quiz' && !quiz.externalGrades && quiz.questions.length > 0;
  const questionColumns = perQuestion && options.format === 'csv';
  const passes = perQuestion && options.format === 'xlsx' ? 2 : 1;
  const total = Math.max(1, (await countResultRows(prisma, scope)) * passes);
  let written = 0;

  sink.startSheet(labelOf('resultsSheet', language), [...mainHeaders(scope, options), ...(questionColumns ? questionHeaders(quiz, language) : [])]);
  let rows = 0;
  for await (const page of resultsPages(prisma, scope, { grades: true, questionScores: questionColumns })) {
    for (const learner of page.learners) {
      sink.addRow(questionColumns ? [...mainRow(scope, page, learner, options), ...questionCells(quiz, page, learner)] : mainRow(scope, page, learner, options));
    }
    rows += page.learners.length;
    written += page.learners.length;
    await sink.drained();
    await progress((written / total) * 100);
  }
  if (passes === 2) {
    sink.startSheet(labelOf('questionsSheet', language), [labelOf('email', language), labelOf('name', language), ...questionHeaders(quiz, language)]);
    for await (const page of resultsPages(prisma, scope, { grades: false, questionScores: true })) {
      for (const learner of page.learners) sink.addRow([learner.email, learner.name, ...questionCells(quiz, page, learner)]);
      written += page.learners.length;
      await sink.drained();
      await progress((written / total) * 100);
    }
  }
  await sink.finish();
  return rows;
}

export const resultsFileJob: JobHandler = async ({ job, prisma, config, storage, progress }) => {
  const options = storedResultsOptions(job.payload);
  if (!options.id || !job.fileId) throw new Error(`results job ${job.id} names no ${options.id ? 'file' : 'quiz, program or account'}`);
  const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: job.fileId } });
  const scope = await resultsScopeOf(prisma, job.organizationId, options.level, options.id);

  const output = new PassThrough();
  const stored = storage.at(file).put(file.key, output);
  stored.catch(() => {});
  const sink = options.format === 'xlsx' ? xlsxSink(output, { rightToLeft: options.language === 'ar' }) : csvSink(output);
  let rows: number;
  try {
    rows = await writeResults(prisma, scope, sink, { ...options, utcOffsetMinutes: config.deadlineUtcOffsetMinutes }, progress);
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  const size = await stored;
  await prisma.storedFile.update({ where: { id: file.id }, data: { size, uploadedAt: new Date() } });
  return {
    result: { rows },
    notify: { kind: RESULTS_JOB_KIND, url: fileUrlOf(config, file.key), fileId: file.id },
  };
};
