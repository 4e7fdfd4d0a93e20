// The quiz editor (/AccountEditQuiz) as the account owner works it: the
// settings, a section, and one question of every type the type dialog offers,
// each filled in until the editor's rules let it be saved. The content comes
// in the journey's language, with what a learner answers to score in full.
import type { Locator, Page } from 'playwright-core';
import type { QuestionTypeDialogValue } from '../domain/quiz/editorRules.ts';
import { textsOf, type Language } from './texts.ts';

export interface QuizContent {
  section: string;
  singleChoice: { text: string; choices: [string, string]; correct: 1 | 2 };
  writing: { text: string; accepted: string };
  completeSpaces: { text: string; before: string; answer: string };
  fileUpload: { text: string };
  info: { text: string };
  multipleAnswers: { text: string; choices: [string, string, string]; correct: number[] };
  checkbox: { text: string };
  courseLink: { text: string; choices: [string, string] };
  countryRegion: { text: string; country: string };
}

export const quizContent: Record<Language, QuizContent> = {
  ar: {
    section: 'أسئلة عامة',
    singleChoice: { text: 'ما عاصمة مصر؟', choices: ['الإسكندرية', 'القاهرة'], correct: 2 },
    writing: { text: 'أي نهر يمر بالقاهرة؟', accepted: 'النيل' },
    completeSpaces: { text: 'أكمل الجملة.', before: 'عاصمة فرنسا هي', answer: 'باريس' },
    fileUpload: { text: 'ارفع ملف ملاحظاتك.' },
    info: { text: 'اقرأ كل سؤال بعناية.' },
    multipleAnswers: { text: 'أي هذه الأعداد أولية؟', choices: ['2', '4', '7'], correct: [1, 3] },
    checkbox: { text: 'أجبت عن الأسئلة بنفسي.' },
    courseLink: { text: 'أي مسار تختار؟', choices: ['المسار الصباحي', 'المسار المسائي'] },
    // The country's name in the learner's language (domain/countries/data).
    countryRegion: { text: 'أين تسكن؟', country: 'مصر' },
  },
  en: {
    section: 'General questions',
    singleChoice: { text: 'What is the capital of Egypt?', choices: ['Alexandria', 'Cairo'], correct: 2 },
    writing: { text: 'Which river flows through Cairo?', accepted: 'Nile' },
    completeSpaces: { text: 'Complete the sentence.', before: 'The capital of France is', answer: 'Paris' },
    fileUpload: { text: 'Upload your notes.' },
    info: { text: 'Read every question carefully.' },
    multipleAnswers: { text: 'Which of these numbers are prime?', choices: ['2', '4', '7'], correct: [1, 3] },
    checkbox: { text: 'I answered the questions on my own.' },
    courseLink: { text: 'Which track do you choose?', choices: ['Morning track', 'Evening track'] },
    countryRegion: { text: 'Where do you live?', country: 'Egypt' },
  },
};

/**
 * Every graded question weighs 1 (the editor's default) and the one space of
 * the complete-the-spaces question counts once; file upload and info weigh 0.
 */
export const FULL_MARKS = 7;

/** Names the quiz, sets its pass grade, adds the section and its nine questions; resolves once the editor is ready to save. */
export async function writeQuiz(page: Page, language: Language, quiz: NewQuiz): Promise<void> {
  const t = textsOf(language);
  const { content } = quiz;
  await nameQuizWithSection(page, language, quiz);

  let number = 0;
  const add = (type: QuestionTypeDialogValue) => addQuestion(page, language, type, ++number);

  await writeSingleChoice(await add('mcq'), language, content.singleChoice);

  const writing = await add('writing');
  await questionText(writing, language, content.writing.text);
  await writing.getByRole('button', { name: t('quizEditor.writing.addAcceptedAnswer'), exact: true }).click();
  await writing.getByRole('textbox', { name: t('quizEditor.writing.acceptedAnswer', { number: 1 }), exact: true }).fill(content.writing.accepted);

  const spaces = await add('complete-spaces');
  await questionText(spaces, language, content.completeSpaces.text);
  await spaces.getByRole('button', { name: t('quizEditor.spaces.addText'), exact: true }).click();
  await spaces.getByRole('textbox', { name: t('quizEditor.spaces.text', { number: 1 }), exact: true }).fill(content.completeSpaces.before);
  await spaces.getByRole('button', { name: t('quizEditor.spaces.addSpace'), exact: true }).click();
  await spaces.getByRole('textbox', { name: t('quizEditor.spaces.answer', { number: 1 }), exact: true }).fill(content.completeSpaces.answer);

  await questionText(await add('file-upload'), language, content.fileUpload.text);

  const info = await add('info');
  await info.getByRole('textbox', { name: t('quizEditor.question.infoText'), exact: true }).fill(content.info.text);

  const multiple = await add('mcq2');
  await questionText(multiple, language, content.multipleAnswers.text);
  await addChoices(multiple, language, content.multipleAnswers.choices);
  for (const correct of content.multipleAnswers.correct) {
    await multiple.getByRole('checkbox', { name: t('quizEditor.choices.correctFor', { number: correct }), exact: true }).check();
  }

  const checkbox = await add('checkbox');
  await questionText(checkbox, language, content.checkbox.text);
  await checkbox.getByRole('switch', { name: t('quizEditor.checkbox.isOriginalCheckbox'), exact: true }).check();

  const courseLink = await add('courseLink');
  await questionText(courseLink, language, content.courseLink.text);
  await addChoices(courseLink, language, content.courseLink.choices);

  await questionText(await add('countryRegion'), language, content.countryRegion.text);

  await page.getByRole('status').filter({ hasText: t('quizEditor.save.ready') }).waitFor();
}

/**
 * Names the quiz, sets its pass grade, adds the section and its single-choice
 * question only (weight 1), for journeys about what becomes of a quiz rather
 * than about its questions; resolves once the editor is ready to save.
 */
export async function writeShortQuiz(page: Page, language: Language, quiz: NewQuiz): Promise<void> {
  await nameQuizWithSection(page, language, quiz);
  await writeSingleChoice(await addQuestion(page, language, 'mcq', 1), language, quiz.content.singleChoice);
  await page.getByRole('status').filter({ hasText: textsOf(language)('quizEditor.save.ready') }).waitFor();
}

interface NewQuiz {
  name: string;
  passGrade: number;
  content: QuizContent;
}

async function nameQuizWithSection(page: Page, language: Language, quiz: NewQuiz): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.newQuiz'), exact: true }).waitFor();
  await page.getByRole('textbox', { name: t('quizEditor.settings.name'), exact: true }).fill(quiz.name);
  await page.getByRole('textbox', { name: t('quizEditor.settings.passGrade'), exact: true }).fill(String(quiz.passGrade));
  await addSection(page, language, quiz.content.section);
}

async function writeSingleChoice(card: Locator, language: Language, question: QuizContent['singleChoice']): Promise<void> {
  await questionText(card, language, question.text);
  await addChoices(card, language, question.choices);
  await card.getByRole('radio', { name: textsOf(language)('quizEditor.choices.correctFor', { number: question.correct }), exact: true }).check();
}

async function addSection(page: Page, language: Language, name: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('quizEditor.sections.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('quizEditor.sections.addTitle'), exact: true });
  await dialog.getByRole('textbox', { name: t('quizEditor.sections.name'), exact: true }).fill(name);
  await dialog.getByRole('button', { name: t('quizEditor.sections.add'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('region', { name: t('quizEditor.sections.heading', { number: 1, name }), exact: true }).waitFor();
}

/** Adds a question of `type` to section 1 through the type dialog; gives the new question's card. */
async function addQuestion(page: Page, language: Language, type: QuestionTypeDialogValue, number: number): Promise<Locator> {
  const t = textsOf(language);
  const typeName = t(`quizEditor.questionTypes.${type}`);
  await page.getByRole('button', { name: t('quizEditor.question.addToSection', { section: 1 }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('quizEditor.questionTypeDialog.title'), exact: true });
  await dialog.getByRole('radio', { name: typeName, exact: true }).check();
  await dialog.getByRole('button', { name: t('quizEditor.questionTypeDialog.add'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('article', { name: t('quizEditor.question.heading', { number, type: typeName }), exact: true });
  await card.waitFor();
  return card;
}

async function questionText(card: Locator, language: Language, text: string): Promise<void> {
  await card.getByRole('textbox', { name: textsOf(language)('quizEditor.question.text'), exact: true }).fill(text);
}

async function addChoices(card: Locator, language: Language, choices: readonly string[]): Promise<void> {
  const t = textsOf(language);
  for (const [index, choice] of choices.entries()) {
    await card.getByRole('button', { name: t('quizEditor.choices.add'), exact: true }).click();
    await card.getByRole('textbox', { name: t('quizEditor.choices.choice', { number: index + 1 }), exact: true }).fill(choice);
  }
}
