// Taking a quiz through the legacy calls (learner spec §4, §7, §8): the
// server decides whether a quiz opens, keeps the attempt's deadline, saves
// answers in order, grades and stores exactly one submission, and answers
// the result as showResult allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { finaliseExpiredAttempts } from '../../services/quiz/quizSubmission.ts';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
});

afterAll(async () => {
  await app?.stop();
});

type Learner = Awaited<ReturnType<typeof fx.learner>>;

const take = (learner: Learner, quizId: string) => app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);
const save = (learner: Learner, body: Json) => app.rest('user/saveQuizAnswers', body, learner.token);
const submit = (learner: Learner, body: Json) => app.rest('user/submitQuiz', { email: learner.email, ...body }, learner.token);
const result = (learner: Learner, quizId: string) => app.rest('user/getUserQuizResult', { quizId, email: learner.email }, learner.token);

async function opened(learner: Learner, quizId: string) {
  const answer = await take(learner, quizId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('user/takeQuiz opens a quiz only when the server allows it', () => {
  it('answers the questions without keys, accepted answers or clarifications, and the attempt', async () => {
    const quiz = await fx.quiz({ allowedTime: 30 });
    const learner = await fx.learner('Ali, Hassan');
    const before = Date.now();
    const data = await opened(learner, quiz.id);
    const after = Date.now();
    expect(data.version).toBe(2);
    expect(data.sections.map((s: Json) => s.id)).toEqual(['s1', 's2']);
    const text = JSON.stringify(data.sections);
    for (const secret of ['correctAnswer', 'possibleAnswers', 'satellite', 'clarification', 'Cairo.']) expect(text).not.toContain(secret);
    expect(data.sections[1].questions[2].fields[1]).toEqual({ type: 'space', values: [], size: 'md' });
    expect(data.userName).toBe('Ali Hassan');
    const { attempt } = data;
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(30 * 60_000);
    // the server's clock read while the request was under way, however long it took
    expect(new Date(attempt.serverNow).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(attempt.serverNow).getTime()).toBeLessThanOrEqual(after);
  });

  it('continues the same attempt and deadline when opened again (a reload or another device)', async () => {
    const quiz = await fx.quiz({ allowedTime: 10 });
    const learner = await fx.learner();
    const [first, second] = await Promise.all([opened(learner, quiz.id), opened(learner, quiz.id)]);
    const third = await opened(learner, quiz.id);
    expect(new Set([first.attempt.id, second.attempt.id, third.attempt.id]).size).toBe(1);
    expect(third.attempt.deadlineAt).toBe(first.attempt.deadlineAt);
    expect(await fx.db().attempt.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(1);
  });

  it("opens with the quiz as last saved: an edit after earlier opens is in the next one (the server caches a quiz's content by its version)", async () => {
    const quiz = await fx.quiz();
    expect((await opened(await fx.learner(), quiz.id)).sections[0].questions[0].text).toBe('Capital of Egypt?');
    const edited = structuredClone(examContent);
    edited.sections[0].questions[0].text = 'عاصمة مصر؟';
    // the columns the editor's save writes (quizEditing.saveQuiz): the content and the next revision
    await fx.db().quiz.update({ where: { id: quiz.id }, data: { content: edited, revision: { increment: 1 } } });
    expect((await opened(await fx.learner(), quiz.id)).sections[0].questions[0].text).toBe('عاصمة مصر؟');
  });

  it('an untimed quiz has no deadline', async () => {
    const data = await opened(await fx.learner(), (await fx.quiz()).id);
    expect(data.attempt.deadlineAt).toBeNull();
  });

  it.each([
    ['quizNotActive', { isActive: false }],
    ['externalQuiz', { externalGrades: true, maxGradeExternal: 20 }],
    ['userNotRegistered', { isPrivate: true }],
    ['userNotRegistered', { openForRegistered: true }],
  ])('answers %s for %o', async (code, settings) => {
    const answer = await take(await fx.learner(), (await fx.quiz(settings)).id);
    expect(answer).toMatchObject({ status: 400, body: { data: { error: code } } });
  });

  it('a private quiz opens for its examinees', async () => {
    const quiz = await fx.quiz({ isPrivate: true });
    const learner = await fx.learner();
    await fx.db().examinee.create({ data: { quizId: quiz.id, email: learner.email } });
    expect((await take(learner, quiz.id)).status).toBe(200);
  });

  it('an openForRegistered quiz opens for learners registered in its account', async () => {
    const quiz = await fx.quiz({ openForRegistered: true });
    const learner = await fx.learner();
    await fx.db().registration.create({ data: { accountId: quiz.accountId, learnerId: learner.id } });
    expect((await take(learner, quiz.id)).status).toBe(200);
  });

  it('answers prerequisitesNotPassed until the prerequisite quiz is passed', async () => {
    const first = await fx.quiz();
    const second = await fx.quiz({ prerequisites: [first.id] });
    const learner = await fx.learner();
    expect((await take(learner, second.id)).body.data.error).toBe('prerequisitesNotPassed');
    const attempt = (await opened(learner, first.id)).attempt;
    expect((await submit(learner, { quizId: first.id, attemptId: attempt.id, answers: rightAnswers, submitKey: 'k-pre' })).status).toBe(200);
    expect((await take(learner, second.id)).status).toBe(200);
  });

  it("another organisation's quiz is not found", async () => {
    const other = await fx.db().organization.create({ data: { alias: `other-${Date.now()}` } });
    const account = await fx.db().account.create({ data: { organizationId: other.id, alias: 'Other' } });
    const quiz = await fx.db().quiz.create({ data: { organizationId: other.id, accountId: account.id, name: 'Theirs', content: examContent } });
    expect(await take(await fx.learner(), quiz.id)).toMatchObject({ status: 404, body: { data: { error: 'notFound' } } });
  });

  it('needs a learner session, and the e-mail in the body must be the signed-in learner', async () => {
    const quiz = await fx.quiz();
    expect((await app.rest('user/takeQuiz', { quizId: quiz.id })).status).toBe(401);
    const learner = await fx.learner();
    expect((await app.rest('user/takeQuiz', { quizId: quiz.id, email: 'someone@example.com' }, learner.token)).status).toBe(403);
  });
});

describe('user/saveQuizAnswers keeps the newest answers of an open attempt', () => {
  it('applies saves in sequence order and ignores an older one', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const newer = await save(learner, { attemptId: attempt.id, seq: 2, answers: { q1: { selectedAnswer: 3 } } });
    expect(newer.body.data).toMatchObject({ seq: 2, applied: true });
    const older = await save(learner, { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 1 } } });
    expect(older.body.data).toMatchObject({ seq: 2, applied: false });
    const retried = await save(learner, { attemptId: attempt.id, seq: 2, answers: { q1: { selectedAnswer: 3 } } });
    expect(retried.body.data.applied).toBe(false);
    const stored = await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(stored).toMatchObject({ draftSeq: 2, draftAnswers: { q1: { selectedAnswer: 3 } } });
  });

  it('answers come back when the quiz is opened again, on any device', async () => {
    const quiz = await fx.quiz({ allowedTime: 20 });
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    await save(learner, { attemptId: attempt.id, seq: 1, answers: { q2: { textAnswer: 'green' } } });
    const again = await opened(learner, quiz.id);
    expect(again.attempt).toMatchObject({ id: attempt.id, draftSeq: 1, draftAnswers: { q2: { textAnswer: 'green' } } });
  });

  it('appends the version-2 log of selected answers once per applied save', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const log = [{ questionId: 'q1', at: new Date().toISOString(), answer: { selectedAnswer: 1 } }];
    await save(learner, { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 1 } }, log });
    await save(learner, { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 1 } }, log });
    const stored = await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(stored.selectionLog).toEqual(log);
  });

  it.each([
    ['a missing seq', { answers: {} }, 'seq'],
    ['a seq of 0', { seq: 0, answers: {} }, 'seq'],
    ['answers that are not a map', { seq: 1, answers: [1, 2] }, 'answers'],
    ['a choice that is not a number', { seq: 1, answers: { q1: { selectedAnswer: 'two' } } }, 'answers.q1.selectedAnswer'],
    ['missing answers', { seq: 1 }, 'answers'],
  ])('refuses %s with invalid_data_entry and keeps the saved answers', async (_label, body, _field) => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    await save(learner, { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 2 } } });
    const answer = await save(learner, { attemptId: attempt.id, ...body });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
    const stored = await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(stored.draftAnswers).toEqual({ q1: { selectedAnswer: 2 } });
  });

  it("another learner's attempt is not found", async () => {
    const quiz = await fx.quiz();
    const { attempt } = await opened(await fx.learner(), quiz.id);
    const answer = await save(await fx.learner(), { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 1 } } });
    expect(answer).toMatchObject({ status: 404, body: { data: { error: 'notFound' } } });
    const stored = await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(stored).toMatchObject({ draftSeq: 0, draftAnswers: {} });
  });
});

describe('user/submitQuiz grades on the server and stores exactly one submission', () => {
  it('answers result, maxGrade and showResult, and the pass link and message when passed', async () => {
    const quiz = await fx.quiz({ passLink: 'https://example.com/next', passLinkMsg: 'Well done' });
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: 'k1' });
    expect(answer.body.data).toMatchObject({ result: 6, maxGrade: 6, showResult: false, passed: true, link: 'https://example.com/next', linkMsg: 'Well done' });
  });

  it('no pass link when failed', async () => {
    const quiz = await fx.quiz({ passLink: 'https://example.com/next', passLinkMsg: 'Well done' });
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const wrong = { ...rightAnswers, q1: { selectedAnswer: 1 }, q2: { textAnswer: 'red' } };
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: wrong, submitKey: 'k2' });
    expect(answer.body.data).toMatchObject({ result: 3, maxGrade: 6, passed: false, link: null, linkMsg: null });
  });

  it('a retried submit returns the same result and never makes a second submission', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const body = { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: `retry-${learner.id}` };
    const answers = await Promise.all([submit(learner, body), submit(learner, body), submit(learner, { ...body, submitKey: 'other-key' })]);
    for (const answer of answers) expect(answer.body.data).toMatchObject({ result: 6, maxGrade: 6 });
    const again = await submit(learner, { ...body, answers: {} });
    expect(again.body.data).toMatchObject({ result: 6 });
    expect(await fx.db().submission.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(1);
    expect(await fx.db().questionScore.count({ where: { submission: { quizId: quiz.id, learnerId: learner.id } } })).toBe(6);
  });

  it('opening an answered quiz again answers userAlreadyExamined', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: 'k3' });
    expect((await take(learner, quiz.id)).body.data.error).toBe('userAlreadyExamined');
  });

  it('editableAnswers: the quiz opens again with the submitted answers, and the new submission replaces the old', async () => {
    const quiz = await fx.quiz({ editableAnswers: true });
    const learner = await fx.learner();
    const first = await opened(learner, quiz.id);
    await submit(learner, { quizId: quiz.id, attemptId: first.attempt.id, answers: rightAnswers, submitKey: 'e1' });
    const scoresOf = async () =>
      fx.db().questionScore.findMany({ where: { submission: { quizId: quiz.id, learnerId: learner.id } }, orderBy: { questionId: 'asc' } });
    const firstScores = await scoresOf();
    expect(firstScores.find((score) => score.questionId === 'q1')?.score).toBe(2);
    const second = await opened(learner, quiz.id);
    expect(second.attempt.id).not.toBe(first.attempt.id);
    expect(second.attempt.draftAnswers).toEqual(rightAnswers);
    const changed = { ...rightAnswers, q1: { selectedAnswer: 3 } };
    const answer = await submit(learner, { quizId: quiz.id, attemptId: second.attempt.id, answers: changed, submitKey: 'e2' });
    expect(answer.body.data.result).toBe(4);
    const submissions = await fx.db().submission.findMany({ where: { quizId: quiz.id, learnerId: learner.id } });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ result: 4, attemptId: second.attempt.id });
    // the scores are replaced too: one per question, q1's now 0
    const secondScores = await scoresOf();
    expect(secondScores.map((score) => score.questionId)).toEqual(firstScores.map((score) => score.questionId));
    expect(secondScores.find((score) => score.questionId === 'q1')?.score).toBe(0);
  });

  it('editableAnswers: a question removed from the quiz since the first submission loses its score', async () => {
    const quiz = await fx.quiz({ editableAnswers: true });
    const learner = await fx.learner();
    const first = await opened(learner, quiz.id);
    await submit(learner, { quizId: quiz.id, attemptId: first.attempt.id, answers: rightAnswers, submitKey: 'r1' });
    const [s1, ...rest] = examContent.sections;
    const withoutQ2 = { ...examContent, sections: [{ ...s1, questions: s1.questions.filter((q) => q.id !== 'q2') }, ...rest] };
    await fx.db().quiz.update({ where: { id: quiz.id }, data: { content: withoutQ2, maxGrade: 5, revision: { increment: 1 } } });
    const second = await opened(learner, quiz.id);
    await submit(learner, { quizId: quiz.id, attemptId: second.attempt.id, answers: rightAnswers, submitKey: 'r2' });
    const scores = await fx.db().questionScore.findMany({ where: { submission: { quizId: quiz.id, learnerId: learner.id } } });
    expect(scores.map((score) => score.questionId)).not.toContain('q2');
    expect(scores.map((score) => score.questionId)).toContain('q1');
  });

  it('answers quizNotAnswered while a required question is unanswered, and stores nothing', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const { q5: _left, ...partial } = rightAnswers;
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: partial, submitKey: 'n1' });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'quizNotAnswered' } } });
    expect(await fx.db().submission.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(0);
    const retry = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: 'n1' });
    expect(retry.body.data.result).toBe(6);
  });

  it('answers invalid_data_entry for an answer breaking its question rules (diacritics in a space)', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    const answers = { ...rightAnswers, q5: { spaces: ['نَجم', 'satellite'] } };
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers, submitKey: 'd1' });
    expect(answer.body.data).toEqual({ error: 'invalid_data_entry', field: 'q5' });
  });

  it('reads the legacy body: the quiz document with the answers written into its questions', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    const data = await opened(learner, quiz.id);
    const [s1, s2] = data.sections;
    s1.questions[0].selectedAnswer = 2;
    s1.questions[1].textAnswer = 'أخضر';
    s2.questions[0].checkedAnswers = [true, false, true];
    s2.questions[2].fields[1].value = 'star';
    s2.questions[2].fields[3].value = 'satellite';
    const answer = await submit(learner, { quiz: data });
    expect(answer.body.data).toMatchObject({ result: 6, maxGrade: 6 });
  });
});

describe('time is decided on the server', () => {
  async function timedAttempt(deadlineSecondsAgo: number) {
    const quiz = await fx.quiz({ allowedTime: 5 });
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    await save(learner, { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 2 }, q2: { textAnswer: 'green' } } });
    await fx.db().attempt.update({ where: { id: attempt.id }, data: { deadlineAt: secondsAgo(deadlineSecondsAgo) } });
    return { quiz, learner, attempt };
  }

  it('accepts a submission within the grace period after the deadline, unanswered questions included', async () => {
    const { quiz, learner, attempt } = await timedAttempt(20);
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: { q1: { selectedAnswer: 2 } }, submitKey: 't1' });
    expect(answer.body.data).toMatchObject({ result: 2, maxGrade: 6 });
  });

  it('a submit near the deadline (time is up on the client) may leave questions unanswered', async () => {
    const { quiz, learner, attempt } = await timedAttempt(-10);
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: {}, submitKey: 't2' });
    expect(answer.body.data).toMatchObject({ result: 0, maxGrade: 6 });
  });

  it('after the grace period a submission is refused and the attempt is finalised from the saved answers', async () => {
    const { quiz, learner, attempt } = await timedAttempt(61);
    const answer = await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: 't3' });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'quizTimeExpired' } } });
    const stored = await fx.db().submission.findUniqueOrThrow({ where: { quizId_learnerId: { quizId: quiz.id, learnerId: learner.id } } });
    expect(stored).toMatchObject({ result: 3, autoSubmitted: true, answers: { q1: { selectedAnswer: 2 }, q2: { textAnswer: 'green' } } });
    expect((await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } })).status).toBe('EXPIRED');
    expect((await take(learner, quiz.id)).body.data.error).toBe('userAlreadyExamined');
    expect((await result(learner, quiz.id)).body.data).toMatchObject({ result: 3, maxGrade: 6 });
  });

  it('after the grace period saving answers quizTimeExpired, and opening again too', async () => {
    const { learner, attempt, quiz } = await timedAttempt(120);
    const answer = await save(learner, { attemptId: attempt.id, seq: 2, answers: rightAnswers });
    expect(answer.body.data.error).toBe('quizTimeExpired');
    expect((await fx.db().attempt.findUniqueOrThrow({ where: { id: attempt.id } })).draftAnswers).not.toEqual(rightAnswers);
    expect((await take(learner, quiz.id)).body.data.error).toBe('userAlreadyExamined');
  });

  it('opening an attempt left past its deadline and grace finalises it and answers quizTimeExpired', async () => {
    const { learner, quiz } = await timedAttempt(90);
    expect((await take(learner, quiz.id)).body.data.error).toBe('quizTimeExpired');
    expect(await fx.db().submission.count({ where: { quizId: quiz.id, learnerId: learner.id, autoSubmitted: true } })).toBe(1);
  });

  it('the sweep finalises every attempt past its deadline and grace, and leaves the others open', async () => {
    const late = await timedAttempt(300);
    const onTime = await timedAttempt(-300);
    await finaliseExpiredAttempts(fx.db(), loadConfig({}, {}));
    expect((await fx.db().attempt.findUniqueOrThrow({ where: { id: late.attempt.id } })).status).toBe('EXPIRED');
    expect((await fx.db().attempt.findUniqueOrThrow({ where: { id: onTime.attempt.id } })).status).toBe('OPEN');
  });
});

describe('user/getUserQuizResult answers as showResult allows', () => {
  async function submitted(settings: Json) {
    const quiz = await fx.quiz(settings);
    const learner = await fx.learner();
    const { attempt } = await opened(learner, quiz.id);
    await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: { ...rightAnswers, q1: { selectedAnswer: 1 } }, submitKey: `r-${learner.id}` });
    return { quiz, learner };
  }

  it('noResult before a submission', async () => {
    const answer = await result(await fx.learner(), (await fx.quiz()).id);
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'noResult' } } });
  });

  it('showResult false: the score without the review', async () => {
    const { quiz, learner } = await submitted({ showResult: false });
    expect((await result(learner, quiz.id)).body.data).toMatchObject({ result: 4, maxGrade: 6, showResult: false, review: null });
  });

  it('showResult null: neither score nor review', async () => {
    const { quiz, learner } = await submitted({ showResult: null });
    expect((await result(learner, quiz.id)).body.data).toMatchObject({ result: null, showResult: null, passed: null, review: null });
  });

  it('showResult true: the review with answers, keys, scores, shown weights, and clarifications except for types 3 and 4', async () => {
    const { quiz, learner } = await submitted({ showResult: true });
    const data = (await result(learner, quiz.id)).body.data;
    expect(data).toMatchObject({ result: 4, maxGrade: 6, showResult: true });
    const [first, second] = data.review.sections;
    expect(first.questions[0]).toMatchObject({
      question: { id: 'q1', correctAnswer: 2 },
      answer: { selectedAnswer: 1 },
      score: 0,
      maxScore: 2,
      shownWeight: 2,
      clarification: 'Cairo.',
    });
    expect(second.questions.map((q: Json) => [q.question.id, q.shownWeight, q.clarification])).toEqual([
      ['q3', 1, null],
      ['q4', null, null],
      ['q5', 2, null],
      ['q6', null, null],
    ]);
  });

  it('an external quiz: noGradeYet, then the uploaded grade', async () => {
    const quiz = await fx.quiz({ externalGrades: true, maxGradeExternal: 20, passGrade: 10 });
    const learner = await fx.learner();
    expect((await result(learner, quiz.id)).body.data.error).toBe('noGradeYet');
    await fx.db().externalGrade.create({ data: { quizId: quiz.id, email: learner.email, grade: 15 } });
    expect((await result(learner, quiz.id)).body.data).toMatchObject({ result: 15, maxGrade: 20, passed: true });
  });
});

describe('registration forms', () => {
  const formContent = {
    sections: [
      {
        id: 'f1',
        name: 'About you',
        questions: [
          { id: 'why', type: 1, text: 'Why do you join?', weight: 0 },
          { id: 'track', type: 7, text: 'Your track', choices: ['Morning', 'Evening'], courseLinks: ['', 'evening-track'], weight: 0 },
        ],
      },
    ],
  };

  async function formAccount(useRegForm = true) {
    const { organizationId } = await fx.dev();
    const account = await fx.db().account.create({ data: { organizationId, alias: `Registered ${Date.now()}-${Math.random()}`, useRegForm } });
    const form = await fx.db().quiz.create({
      data: { organizationId, accountId: account.id, name: 'Registration', isForm: true, content: formContent, showResult: false },
    });
    await fx.db().account.update({ where: { id: account.id }, data: { regFormId: form.id } });
    return { account, form };
  }

  it('user/registerUserToAccount registers the learner, keeps the answers and joins the chosen track', async () => {
    const { account, form } = await formAccount();
    const learner = await fx.learner();
    const { attempt } = await opened(learner, form.id);
    const answers = { why: { textAnswer: 'To learn' }, track: { selectedAnswer: 2 } };
    const answer = await app.rest('user/registerUserToAccount', { email: learner.email, accountId: account.id, attemptId: attempt.id, answers, submitKey: 'reg' }, learner.token);
    expect(answer.body.data).toMatchObject({ result: 0, maxGrade: 0, showResult: false });
    const registration = await fx.db().registration.findUniqueOrThrow({
      where: { accountId_learnerId: { accountId: account.id, learnerId: learner.id } },
      include: { tracks: { include: { track: true } } },
    });
    expect(registration.answers).toEqual(answers);
    expect(registration.tracks.map((t) => t.track.name)).toEqual(['evening-track']);
  });

  it('answers registrationClosed for an account without an open registration form', async () => {
    const { account } = await formAccount(false);
    const learner = await fx.learner();
    const answer = await app.rest('user/registerUserToAccount', { accountId: account.id, answers: {} }, learner.token);
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'registrationClosed' } } });
  });

  it.each([[{}], [{ accountId: 42 }], [{ accountId: '' }]])('refuses %j as invalid_data_entry on accountId, after the e-mail is found to be the own', async (account) => {
    const learner = await fx.learner();
    const answer = await app.rest('user/registerUserToAccount', { email: learner.email, ...account, answers: {} }, learner.token);
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'accountId' } } });
    const another = await app.rest('user/registerUserToAccount', { email: 'someone.else@example.com', ...account, answers: {} }, learner.token);
    expect(another.body.data.error).toBe('forbidden');
  });
});

describe('user/getUserResults', () => {
  it("lists the account's quizzes in the learner's programs with their results and the total", async () => {
    const { organizationId } = await fx.dev();
    const account = await fx.db().account.create({ data: { organizationId, alias: `Results ${Date.now()}` } });
    const counted = await fx.db().quiz.create({ data: { organizationId, accountId: account.id, name: 'Counted', content: examContent, passGrade: 3 } });
    const excluded = await fx.db().quiz.create({ data: { organizationId, accountId: account.id, name: 'Excluded', content: examContent, excludeFromTotal: true } });
    const unlisted = await fx.db().quiz.create({ data: { organizationId, accountId: account.id, name: 'Not in a program', content: examContent } });
    const program = await fx.db().program.create({ data: { organizationId, accountId: account.id, name: 'P' } });
    for (const quiz of [counted, excluded, unlisted]) {
      await fx.db().programItem.create({ data: { programId: program.id, itemType: 'quiz', name: quiz.name, quizId: quiz.id } });
    }
    const learner = await fx.learner();
    for (const quiz of [counted, excluded, unlisted]) {
      const { attempt } = await opened(learner, quiz.id);
      await submit(learner, { quizId: quiz.id, attemptId: attempt.id, answers: rightAnswers, submitKey: `${quiz.id}-${learner.id}` });
    }
    // Taken while it was placed; since removed from the program.
    await fx.db().programItem.deleteMany({ where: { quizId: unlisted.id } });
    const answer = await app.rest('user/getUserResults', { level: 'account', accountId: account.id, email: learner.email }, learner.token);
    expect(answer.body.data.quizzes.map((q: Json) => [q.quizName, q.result, q.maxGrade])).toEqual([
      ['Counted', 6, 6],
      ['Excluded', 6, 6],
    ]);
    expect(answer.body.data.total).toEqual({ result: 6, maxGrade: 6 });
  });

  it('answers the results themselves, never a file, even asked for an xlsx (docs/decisions/results.md): no job is made', async () => {
    const { accountId } = await fx.dev();
    const learner = await fx.learner();
    const jobs = await fx.db().job.count();
    const answer = await app.rest('user/getUserResults', { level: 'account', accountId, email: learner.email, format: 'xlsx' }, learner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ accountId, quizzes: expect.any(Array), total: expect.any(Object) });
    expect(answer.body.data.fileUrl).toBeUndefined();
    expect(await fx.db().job.count()).toBe(jobs);
  });
});
