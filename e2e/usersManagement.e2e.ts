// Users management (issue 12), a learner in Arabic and the account owner in
// English: a new learner has submitted the seeded introduction quiz (2 of 3)
// and reads that result on their own result page; the owner opens users
// management from the toolbar, finds the learner by e-mail, adds 1 to their
// grade on the quiz and saves; the learner's result page then says 3 of 3.
// The page breaks no axe rule (in English), with the learner's quizzes as a
// table at 1280 px and as cards at 390 px.
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { INTRODUCTION_QUIZ, quizResultOf, submitQuiz } from './learnerApi.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { quizIdOf } from './quizApi.ts';
import { ownerAccountName } from './resultsSteps.ts';
import { textsOf } from './texts.ts';
import { markText, openOwnQuizResult, openUsersManagement, ownResultStatus, quizEntryRow, saveGradeOffset, searchLearner } from './usersSteps.ts';

const stack = stackOfThisFile();

const quiz = INTRODUCTION_QUIZ;

describe('users management', () => {
  test('the owner (en) adjusts a learner’s grade on a quiz and the learner’s (ar) own result changes', async () => {
    const t = textsOf('en');
    const place = { account: await ownerAccountName(stack.url), program: quiz.program, folder: quiz.folder, quiz: quiz.name };

    // The learner registers in the browser, in Arabic (the default); their submission goes through the legacy
    // call (quiz screens: other journeys).
    const learnerPage = await stack.newPage({ locale: 'ar', width: 1280 });
    await learnerPage.goto('/#/login');
    const learner = newLearner('ar', 'يوسف سالم');
    await registerFromEntryScreen(learnerPage, 'ar', learner);
    await submitQuiz(stack.url, learner.email, await quizIdOf(stack.url, quiz.name), quiz.answers);
    await openOwnQuizResult(learnerPage, 'ar', place);
    await ownResultStatus(learnerPage, 'ar', quiz.result, quiz.maxGrade).waitFor();

    // The owner, who chooses English on the sign-in page, finds the learner and their result on the quiz.
    const owner = await stack.newPage({ locale: 'en', width: 1280 });
    await signInAccountOwner(owner, 'en');
    await openUsersManagement(owner, 'en');
    await searchLearner(owner, 'en', learner.email);
    const row = quizEntryRow(owner, 'en', quiz.name);
    await row.getByRole('cell', { name: markText('en', quiz.result, quiz.maxGrade), exact: true }).waitFor();
    expect(await axeViolations(owner), 'users management (en) at 1280 px').toEqual([]);

    // One point more: the server's result is said and shown.
    await saveGradeOffset(owner, 'en', quiz.name, 1, { mark: quiz.result + 1, max: quiz.maxGrade });

    // The learner's own result page, loaded again, says the adjusted result; so does their legacy call.
    await learnerPage.reload();
    await ownResultStatus(learnerPage, 'ar', quiz.result + 1, quiz.maxGrade).waitFor();
    expect(await quizResultOf(stack.url, learner.email, await quizIdOf(stack.url, quiz.name))).toMatchObject({ result: quiz.result + 1 });

    // A phone: the learner's quizzes are cards, with the saved adjustment in their field.
    await owner.setViewportSize({ width: 390, height: 900 });
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { level: 4, name: quiz.name, exact: true }) });
    await card.getByText(markText('en', quiz.result + 1, quiz.maxGrade), { exact: true }).waitFor();
    expect(await card.getByRole('spinbutton', { name: `${t('usersPage.quizzes.offset')} ${quiz.name}`, exact: true }).inputValue()).toBe('1');
    expect(await axeViolations(owner), 'users management (en) at 390 px').toEqual([]);

    await learnerPage.context().close();
    await owner.context().close();
  }, 120_000);
});
