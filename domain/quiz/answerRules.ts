// The rules the quiz screen applies to a learner's answers before submit
// (learner spec §5 "Answer rules"): required questions must be answered
// unless optional, writing answers follow the question's regex, spaces are
// filled without Arabic diacritics, checkbox questions get a tick. The server
// applies the same rules to a submission.

import { hasNoArabicDiacritics, isFilled } from '../validation/inputRules.ts';
import type {
  Answer,
  Answers,
  CheckboxQuestion,
  CompleteSpacesQuestion,
  MultipleAnswerQuestion,
  Question,
  QuizContent,
  SingleChoiceQuestion,
  WritingQuestion,
} from './types.ts';

/**
 * The question types checked for being unanswered (spec: 0, 5, 6, 1 and 2).
 * Only they can be required: file upload (3), info (4), course link (7) and
 * country/region (8) may always be left as they are.
 */
export const ANSWER_CHECKED_TYPES = [0, 5, 6, 1, 2] as const;

export type AnswerCheckedQuestion =
  | SingleChoiceQuestion
  | WritingQuestion
  | CompleteSpacesQuestion
  | MultipleAnswerQuestion
  | CheckboxQuestion;

export type AnswerProblemCode = 'required' | 'checkboxRequired' | 'regexMismatch' | 'diacriticsNotAllowed';

export interface AnswerProblem {
  code: AnswerProblemCode;
  /** for complete-the-spaces: which space (0-based, in the order of the answer's spaces) */
  spaceIndex?: number;
}

export interface UnansweredQuestion {
  questionId: string;
  /** null for version 0 (no sections) */
  sectionId: string | null;
  sectionName: string | null;
  sectionIndex: number | null;
  /** 1-based position among the section's questions (the quiz's, for version 0), info questions included */
  position: number;
}

export function isAnswerChecked(question: Question): question is AnswerCheckedQuestion {
  return (ANSWER_CHECKED_TYPES as readonly number[]).includes(question.type);
}

/** A checked type that is not marked optional. */
export function isRequired(question: Question): question is AnswerCheckedQuestion {
  return isAnswerChecked(question) && question.isOptionalQuestion !== true;
}

export function isAnswered(question: AnswerCheckedQuestion, answer: Answer | undefined): boolean {
  switch (question.type) {
    case 0:
      return isChoiceNumber(answer?.selectedAnswer, question.choices.length);
    case 5:
    case 6:
      return (answer?.checkedAnswers ?? []).some((checked) => checked === true);
    case 1:
      return isFilled(answer?.textAnswer);
    case 2:
      return spaceAnswers(question, answer).every(isFilled);
  }
}

/** Required questions left unanswered, in the quiz's order, for the dialog before submit. */
export function unansweredRequired(content: QuizContent, answers: Answers): UnansweredQuestion[] {
  const groups =
    content.version === 0
      ? [{ section: null, questions: content.questions }]
      : content.sections.map((section) => ({ section, questions: section.questions }));
  return groups.flatMap(({ section, questions }, groupIndex) =>
    questions.flatMap((question, index) =>
      isRequired(question) && !isAnswered(question, answerTo(answers, question.id))
        ? [
            {
              questionId: question.id,
              sectionId: section?.id ?? null,
              sectionName: section?.name ?? null,
              sectionIndex: section === null ? null : groupIndex,
              position: index + 1,
            },
          ]
        : [],
    ),
  );
}

/** Every problem with one answer; an empty list means the answer may be submitted. */
export function answerProblems(question: Question, answer: Answer | undefined): AnswerProblem[] {
  switch (question.type) {
    case 0:
    case 5:
      return isRequired(question) && !isAnswered(question, answer) ? [{ code: 'required' }] : [];
    case 6:
      return isRequired(question) && !isAnswered(question, answer) ? [{ code: 'checkboxRequired' }] : [];
    case 1:
      return writingProblems(question, answer);
    case 2:
      return spaceProblems(question, answer);
    default:
      return [];
  }
}

function writingProblems(question: WritingQuestion, answer: Answer | undefined): AnswerProblem[] {
  const text = (answer?.textAnswer ?? '').trim();
  if (text === '') return isRequired(question) ? [{ code: 'required' }] : [];
  return satisfiesRegex(question, text) ? [] : [{ code: 'regexMismatch' }];
}

// Contains mode (regexContains true or unset): the answer must match somewhere;
// not-contains mode: it must not match anywhere. A fresh RegExp per check, so
// the global flag never carries lastIndex from one check to the next. A regex
// the browser cannot compile is the quiz author's mistake, not the learner's:
// the answer is accepted.
function satisfiesRegex(question: WritingQuestion, text: string): boolean {
  if (!question.validationRegex) return true;
  let regex: RegExp;
  try {
    regex = new RegExp(question.validationRegex, question.regexG ? 'g' : '');
  } catch (_invalidRegex) {
    return true;
  }
  return regex.test(text) === (question.regexContains !== false);
}

function spaceProblems(question: CompleteSpacesQuestion, answer: Answer | undefined): AnswerProblem[] {
  const required = isRequired(question);
  return spaceAnswers(question, answer).flatMap((value, spaceIndex): AnswerProblem[] => {
    if (!isFilled(value)) return required ? [{ code: 'required', spaceIndex }] : [];
    return hasNoArabicDiacritics(value) ? [] : [{ code: 'diacriticsNotAllowed', spaceIndex }];
  });
}

/** One string per space part of the question, '' where the answer has none. */
function spaceAnswers(question: CompleteSpacesQuestion, answer: Answer | undefined): string[] {
  const count = question.fields.filter((field) => field.type === 'space').length;
  return Array.from({ length: count }, (_, index) => answer?.spaces?.[index] ?? '');
}

function isChoiceNumber(value: number | null | undefined, choiceCount: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= choiceCount;
}

function answerTo(answers: Answers, questionId: string): Answer | undefined {
  return Object.hasOwn(answers, questionId) ? answers[questionId] : undefined;
}
