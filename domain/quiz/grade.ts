// The automatic score of one question. Every question is worth its weight
// (a complete-the-spaces question its weight per space); a question that
// needs a person's judgement scores 0 and says so until a manual grade
// replaces it (score.ts). docs/decisions.md, "Quiz scoring", gives the reasons.
import { datesMatch, matchableAnswers, matchesAnyKey, normalizedKeys, type MatchOptions } from './normalize.ts';
import type {
  Answer,
  CompleteSpacesQuestion,
  CountryRegionQuestion,
  MultipleAnswerQuestion,
  Question,
  SingleChoiceQuestion,
  WritingQuestion,
} from './types.ts';

export interface QuestionGrade {
  score: number;
  maxScore: number;
  /** true while a person has to grade it: it is worth points but has no key, or is graded by hand */
  needsManualGrade: boolean;
}

export type GradingOptions = MatchOptions;

/** The weight a question counts with: a whole number 1 or above, else 0 (as the editor saves it). */
export function effectiveWeight(question: Question): number {
  const { weight } = question;
  return weight !== undefined && Number.isSafeInteger(weight) && weight >= 1 ? weight : 0;
}

/** What a question can earn: 0 for file upload and info, weight × spaces for complete-the-spaces. */
export function questionMaxScore(question: Question): number {
  switch (question.type) {
    case 3:
    case 4:
      return 0;
    case 2:
      return effectiveWeight(question) * spaceCountOf(question);
    default:
      return effectiveWeight(question);
  }
}

/**
 * Never throws: an answer is whatever a client sent, so a field of the wrong
 * shape counts as not given (grade.property.test.ts tries every JSON value).
 */
export function gradeQuestion(question: Question, answer: Answer | undefined, options: GradingOptions = {}): QuestionGrade {
  const maxScore = questionMaxScore(question);
  if (maxScore === 0) return { score: 0, maxScore, needsManualGrade: false };
  const given: Answer = typeof answer === 'object' && answer !== null ? answer : {};
  switch (question.type) {
    case 0:
      return gradeSingleChoice(question, given, maxScore);
    case 1:
      return gradeWriting(question, given, maxScore, options);
    case 2:
      return gradeCompleteSpaces(question, given, options);
    case 5:
      return gradeMultipleAnswer(question, given, maxScore);
    case 6:
      return byCompletion(maxScore, Array.isArray(given.checkedAnswers) && given.checkedAnswers.some(Boolean));
    case 7:
      return byCompletion(maxScore, isChoiceNumber(given.selectedAnswer, question.choices.length));
    case 8:
      return byCompletion(maxScore, hasCountryAndRegion(question, given));
    case 3:
    case 4:
      return { score: 0, maxScore, needsManualGrade: false };
  }
}

function byKey(maxScore: number, correct: boolean): QuestionGrade {
  return { score: correct ? maxScore : 0, maxScore, needsManualGrade: false };
}

// Questions without a right answer (checkbox, course link, country) earn
// their weight, if they have one, for being answered.
const byCompletion = byKey;

function awaitingPerson(maxScore: number): QuestionGrade {
  return { score: 0, maxScore, needsManualGrade: true };
}

function isChoiceNumber(value: number | null | undefined, choiceCount: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= choiceCount;
}

function gradeSingleChoice(question: SingleChoiceQuestion, answer: Answer, maxScore: number): QuestionGrade {
  const { correctAnswer, choices } = question;
  if (!isChoiceNumber(correctAnswer, choices.length)) return awaitingPerson(maxScore);
  return byKey(maxScore, answer.selectedAnswer === correctAnswer);
}

function gradeWriting(question: WritingQuestion, answer: Answer, maxScore: number, options: GradingOptions): QuestionGrade {
  if (question.isManuallyGraded) return awaitingPerson(maxScore);
  const given = textOf(answer.textAnswer);
  if (question.isDate) {
    const accepted = matchableAnswers(question.possibleAnswers, options);
    if (accepted.length === 0) return awaitingPerson(maxScore);
    return byKey(maxScore, accepted.some((value) => datesMatch(given, value, options)));
  }
  const keys = normalizedKeys(question.possibleAnswers, options);
  if (keys.length === 0) return awaitingPerson(maxScore);
  return byKey(maxScore, matchesAnyKey(given, keys, options));
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function spaceCountOf(question: CompleteSpacesQuestion): number {
  let count = 0;
  for (const field of question.fields) if (field.type === 'space') count += 1;
  return count;
}

// Each space earns the question's weight on its own, so a partly completed
// question earns part of weight × spaces.
function gradeCompleteSpaces(question: CompleteSpacesQuestion, answer: Answer, options: GradingOptions): QuestionGrade {
  const weight = effectiveWeight(question);
  const given: unknown[] = Array.isArray(answer.spaces) ? answer.spaces : [];
  let spaceCount = 0;
  let correctSpaces = 0;
  let keylessSpace = false;
  for (const field of question.fields) {
    if (field.type !== 'space') continue;
    const keys = normalizedKeys(field.values, options);
    if (keys.length === 0) keylessSpace = true;
    else if (matchesAnyKey(textOf(given[spaceCount]), keys, options)) correctSpaces += 1;
    spaceCount += 1;
  }
  return { score: weight * correctSpaces, maxScore: weight * spaceCount, needsManualGrade: keylessSpace };
}

// All or nothing: the ticked choices must be exactly the correct ones.
function gradeMultipleAnswer(question: MultipleAnswerQuestion, answer: Answer, maxScore: number): QuestionGrade {
  const checked: unknown[] = Array.isArray(answer.checkedAnswers) ? answer.checkedAnswers : [];
  let hasKey = false;
  let allRight = true;
  for (let index = 0; index < question.choices.length; index += 1) {
    const correct = question.possibleAnswers?.[index] === true;
    if (correct) hasKey = true;
    if ((checked[index] === true) !== correct) allRight = false;
  }
  if (!hasKey) return awaitingPerson(maxScore);
  return byKey(maxScore, allRight);
}

function hasCountryAndRegion(question: CountryRegionQuestion, answer: Answer): boolean {
  const hasCountry = textOf(answer.country).trim() !== '';
  return hasCountry && (!question.showRegion || textOf(answer.region).trim() !== '');
}
