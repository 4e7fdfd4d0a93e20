// quizResults over the real server: who may read it, and statistics equal to
// the domain's on the same rows (the worked example of
// docs/decisions/itemAnalysis.md number by number, then a larger set).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../domain/quiz/score.ts';
import { itemAnalysis } from '../../../domain/results/itemAnalysis.ts';
import { resultSummary } from '../../../domain/results/resultSummary.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../../server/testing/nodeFixtures.ts';
import { resultsFixtures, WORKED_EXAMPLE_MAX } from '../../../server/testing/resultsFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fixture: NodeFixture;
let data: ReturnType<typeof resultsFixtures>;
let acme: { organizationId: string; accountId: string };

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
  data = resultsFixtures(app);
  acme = { organizationId: fixture.rows.organizationId, accountId: fixture.rows.accountId };
});

afterAll(async () => {
  await app?.stop();
});

const STATISTICS = `
  query QuizStatistics($quizId: ID!) {
    quizResults(quizId: $quizId) {
      __typename
      ... on AppError { code }
      ... on QueryQuizResultsSuccess {
        data {
          name externalGrades maxGrade passGrade
          submissions(first: 40) { totalCount edges { node { email result passed gradeOffset submittedAt } } }
          statistics {
            count awaitingGrade passCount passRate mean median standardDeviation cronbachAlpha analysedCount itemAnalysisAvailable
            distribution { from to count }
            questions { questionId position label maxScore mean facilityIndex standardDeviation standardDeviationPercent discriminationIndex }
          }
        }
      }
    }
  }`;

async function read(quizId: string, caller: Caller = 'acmeOwner'): Promise<Json> {
  const { status, body } = await app.gql(STATISTICS, { quizId: encodeGlobalID('Quiz', quizId) }, fixture.tokens[caller]);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  return body.data.quizResults;
}

/** The code a refused caller gets, as the union's AppError member. */
async function refusal(quizId: string, caller: Caller): Promise<Json> {
  const answer = await read(quizId, caller);
  expect(answer.__typename).toBe('AppError');
  return answer.code;
}

describe('who reads a quiz’s results', () => {
  // The owner of the quiz's account only; anyone else learns nothing about it.
  const refused: Array<[Caller, string]> = [
    ['anonymous', 'unauthenticated'],
    ['devLearner', 'forbidden'],
    ['acmeLearner', 'forbidden'],
    ['acmeNeighbour', 'forbidden'],
    ['devOwner', 'notFound'],
    ['acmeNeighbourOwner', 'notFound'],
    ['devHolder', 'forbidden'],
    ['acmeHolder', 'forbidden'],
    ['platform', 'forbidden'],
  ];

  it.each(refused)('%s is refused (%s)', async (caller, code) => {
    const quiz = await data.quiz(acme);
    await data.workedExample(quiz);
    expect(await refusal(quiz.id, caller)).toBe(code);
  });

  it("the account's owner reads it", async () => {
    const quiz = await data.quiz(acme);
    await data.workedExample(quiz);
    const answer = await read(quiz.id, 'acmeOwner');
    expect(answer.data.statistics.count).toBe(5);
    expect(answer.data.submissions.totalCount).toBe(5);
  });

  it('every caller of the fixture is covered', () => {
    expect([...refused.map(([caller]) => caller), 'acmeOwner'].sort()).toEqual(Object.keys(callers).sort());
  });

  it('a deleted quiz, or an id that names no quiz, is notFound for its owner too', async () => {
    const quiz = await data.quiz(acme, { deletedAt: new Date() });
    expect(await read(quiz.id)).toEqual({ __typename: 'AppError', code: 'notFound' });
    expect(await read('no-such-quiz')).toEqual({ __typename: 'AppError', code: 'notFound' });
  });

  it("takes the quiz's global id (the screen encodes its address's row id): a row id, or another type's id, is notFound", async () => {
    const quiz = await data.quiz(acme);
    for (const quizId of [quiz.id, encodeGlobalID('Program', quiz.id)]) {
      const { body } = await app.gql(STATISTICS, { quizId }, fixture.tokens.acmeOwner);
      expect(body.data.quizResults).toMatchObject({ __typename: 'AppError', code: 'notFound' });
    }
  });
});

describe('statistics of the worked example over the server', () => {
  it('are the figures of docs/decisions/itemAnalysis.md, aggregated in SQL', async () => {
    const quiz = await data.quiz(acme);
    await data.workedExample(quiz);
    const { statistics } = (await read(quiz.id)).data;
    expect(statistics).toMatchObject({ count: 5, passCount: 2, passRate: 40, mean: 3, median: 2, analysedCount: 5, itemAnalysisAvailable: true });
    expect(statistics.standardDeviation).toBeCloseTo(1.414214, 6);
    expect(statistics.cronbachAlpha).toBeCloseTo(0.075, 10);
    expect(statistics.distribution.map((bin: Json) => bin.count)).toEqual([0, 0, 3, 0, 1, 1]);
    // the info text is worth nothing and is not analysed; positions count it
    expect(statistics.questions.map((q: Json) => [q.questionId, q.position, q.label, q.maxScore])).toEqual([
      ['Q1', 1, 'Capital of Egypt?', 1],
      ['Q2', 3, 'ما لون السماء؟', 2],
      ['Q3', 4, 'Second line of text', 2],
    ]);
    const figures = statistics.questions.map((q: Json) => [q.facilityIndex, q.standardDeviation, q.discriminationIndex]);
    const expected = [
      [80, 0.447214, 8.5749],
      [60, 0.83666, 42.8571],
      [50, 1, -20.4124],
    ];
    figures.forEach((row: number[], index: number) => row.forEach((value, column) => expect(value).toBeCloseTo(expected[index][column], 4)));
  });
});

describe('statistics equal the domain functions on the same rows', () => {
  it('for thirty learners with partial credit, offsets and a submission from before a question was added', async () => {
    const quiz = await data.quiz(acme, { passGrade: 2 });
    const matrix: number[][] = [];
    const results: number[] = [];
    for (let index = 0; index < 30; index++) {
      const scores = [index % 2, (index * 7) % 5 / 2, (index * 3) % 3];
      const offset = index % 4 === 0 ? 1 : 0;
      // a whole number, as Submission.result is
      const result = Math.min(5, Math.floor(scores[0] + scores[1] + scores[2]) + offset);
      matrix.push(scores);
      results.push(result);
      await data.submission(quiz, {
        email: `taker${String(index).padStart(2, '0')}@example.com`,
        name: index % 3 === 0 ? 'سارة' : `Taker ${index}`,
        scores: { Q1: scores[0], info: 0, Q2: scores[1], Q3: scores[2] },
        result,
        gradeOffset: offset || undefined,
      });
    }
    // answered before Q3 was added: in the results, not in the item analysis
    await data.submission(quiz, { email: 'early@example.com', scores: { Q1: 1, Q2: 2 }, result: 3 });
    results.push(3);

    const { statistics } = (await read(quiz.id)).data;
    const counts = [...new Set(results)].map((result) => ({ result, count: results.filter((value) => value === result).length }));
    const summary = resultSummary(counts, { maxGrade: 5, passGrade: 2 });
    for (const figure of ['count', 'passCount', 'passRate', 'mean', 'median', 'standardDeviation'] as const) {
      expect(statistics[figure]).toBeCloseTo(summary[figure] as number, 9);
    }
    expect(statistics.distribution).toEqual(summary.distribution);

    const questions = (['Q1', 'Q2', 'Q3'] as const).map((questionId) => ({ questionId, maxScore: WORKED_EXAMPLE_MAX[questionId] }));
    const analysis = itemAnalysis({ questions, scores: matrix });
    expect(statistics.analysedCount).toBe(30);
    expect(statistics.cronbachAlpha).toBeCloseTo(analysis.cronbachAlpha as number, 9);
    analysis.questions.forEach((question, index) => {
      for (const figure of ['mean', 'facilityIndex', 'standardDeviation', 'standardDeviationPercent', 'discriminationIndex'] as const) {
        expect(statistics.questions[index][figure]).toBeCloseTo(question[figure] as number, 9);
      }
    });
  });

  it('a quiz nobody took has counts of 0 and no figures', async () => {
    const quiz = await data.quiz(acme);
    const { statistics, submissions } = (await read(quiz.id)).data;
    expect(submissions).toEqual({ totalCount: 0, edges: [] });
    expect(statistics).toMatchObject({ count: 0, passRate: null, mean: null, median: null, standardDeviation: null, cronbachAlpha: null, analysedCount: 0 });
    expect(statistics.questions.map((q: Json) => q.facilityIndex)).toEqual([null, null, null]);
  });
});

describe('an externally graded quiz', () => {
  it('reads the uploaded grade plus the offset as gradeSubmission does, and has no item analysis', async () => {
    const quiz = await data.quiz(acme, { externalGrades: true, maxGradeExternal: 10, passGrade: 6 });
    const grades = [
      { email: 'ext-a@example.com', grade: 7, offset: 2 },
      { email: 'ext-b@example.com', grade: 9, offset: 3 },
      { email: 'ext-c@example.com', grade: 12, offset: 0 },
      { email: 'ext-d@example.com', grade: 5, offset: -8 },
    ];
    for (const { email, grade, offset } of grades) {
      const learner = await data.learner(acme.organizationId, email, email.slice(0, 5));
      await data.db().externalGrade.create({ data: { quizId: quiz.id, email, grade } });
      if (offset) await data.db().gradeOffset.create({ data: { quizId: quiz.id, learnerId: learner.id, offset } });
    }
    await data.submission(quiz, { email: 'ext-a@example.com', result: 0, maxGrade: 10 });
    await data.submission(quiz, { email: 'ext-waiting@example.com', result: 0, maxGrade: 10 });
    // a grade for someone who never signed in here
    await data.db().externalGrade.create({ data: { quizId: quiz.id, email: 'stranger@example.com', grade: 4 } });

    const report = (await read(quiz.id)).data;
    const settings = { name: quiz.name, passGrade: 6, externalGrades: true, maxGradeExternal: 10 };
    const content = { version: 2 as const, sections: [] };
    const byEmail = Object.fromEntries(report.submissions.edges.map(({ node }: Json) => [node.email, node]));
    for (const { email, grade, offset } of [...grades, { email: 'stranger@example.com', grade: 4, offset: 0 }]) {
      const expected = gradeSubmission({ content, settings }, {}, { now: new Date(), externalGrade: grade, gradeOffset: offset });
      expect(byEmail[email]).toMatchObject({ result: expected.result, passed: expected.passed, gradeOffset: offset });
    }
    expect(byEmail['ext-waiting@example.com']).toMatchObject({ result: null, passed: null });
    expect(byEmail['stranger@example.com'].submittedAt).toBeNull();
    expect(byEmail['ext-a@example.com'].submittedAt).not.toBeNull();
    expect(report.maxGrade).toBe(10);
    expect(report.statistics).toMatchObject({ count: 5, awaitingGrade: 1, itemAnalysisAvailable: false, cronbachAlpha: null, questions: [] });
  });
});
