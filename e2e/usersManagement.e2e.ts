// Users management in Arabic and in English (issue 12): a new learner has
// submitted the seeded introduction quiz (2 of 3) and reads that result on
// their own result page; the account owner opens users management from the
// toolbar, finds the learner by e-mail, adds 1 to their grade on the quiz and
// saves; the learner's result page then says 3 of 3. The page breaks no axe
// rule, with the learner's quizzes as a table at 1280 px and as cards at 390 px.
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { INTRODUCTION_QUIZ, quizResultOf, submitQuiz } from './learnerApi.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { quizIdOf } from './quizApi.ts';
import { ownerAccountName } from './resultsSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { markText, openOwnQuizResult, openUsersManagement, ownResultStatus, quizEntryRow, saveGradeOffset, searchLearner } from './usersSteps.ts';

const stack = stackOfThisFile();

const quiz = INTRODUCTION_QUIZ;

describe.each<Language>(['ar', 'en'])('users management in %s', (language) => {
  test('the owner adjusts a learner’s grade on a quiz and the learner’s own result changes', async () => {
    const t = textsOf(language);
    const place = { account: await ownerAccountName(stack.url), program: quiz.program, folder: quiz.folder, quiz: quiz.name };

    // The learner registers in the browser; their submission goes through the legacy call (quiz screens: other journeys).
    const learnerPage = await stack.newPage({ locale: language, width: 1280 });
    await learnerPage.goto('/#/login');
    await chooseLanguage(learnerPage, 'ar', language);
    const learner = newLearner(language, language === 'ar' ? 'يوسف سالم' : 'Yusuf Salem');
    await registerFromEntryScreen(learnerPage, language, learner);
    await submitQuiz(stack.url, learner.email, await quizIdOf(stack.url, quiz.name), quiz.answers);
    await openOwnQuizResult(learnerPage, language, place);
    await ownResultStatus(learnerPage, language, quiz.result, quiz.maxGrade).waitFor();

    // The owner finds the learner and their result on the quiz.
    const owner = await stack.newPage({ locale: language, width: 1280 });
    await signInAccountOwner(owner, language);
    await openUsersManagement(owner, language);
    await searchLearner(owner, language, learner.email);
    const row = quizEntryRow(owner, language, quiz.name);
    await row.getByRole('cell', { name: markText(language, quiz.result, quiz.maxGrade), exact: true }).waitFor();
    expect(await axeViolations(owner), 'users management at 1280 px').toEqual([]);

    // One point more: the server's result is said and shown.
    await saveGradeOffset(owner, language, quiz.name, 1, { mark: quiz.result + 1, max: quiz.maxGrade });

    // The learner's own result page, loaded again, says the adjusted result; so does their legacy call.
    await learnerPage.reload();
    await ownResultStatus(learnerPage, language, quiz.result + 1, quiz.maxGrade).waitFor();
    expect(await quizResultOf(stack.url, learner.email, await quizIdOf(stack.url, quiz.name))).toMatchObject({ result: quiz.result + 1 });

    // A phone: the learner's quizzes are cards, with the saved adjustment in their field.
    await owner.setViewportSize({ width: 390, height: 900 });
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { level: 4, name: quiz.name, exact: true }) });
    await card.getByText(markText(language, quiz.result + 1, quiz.maxGrade), { exact: true }).waitFor();
    expect(await card.getByRole('spinbutton', { name: `${t('usersPage.quizzes.offset')} ${quiz.name}`, exact: true }).inputValue()).toBe('1');
    expect(await axeViolations(owner), 'users management at 390 px').toEqual([]);

    await learnerPage.context().close();
    await owner.context().close();
  }, 120_000);
});
