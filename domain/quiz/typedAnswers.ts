// An answer map ({ questionId: Answer }) as a list of typed answers, one per
// answered question in the quiz's order, each of the shape its question's
// type gives it (a single choice's selected choice, a writing question's
// text, …). An answer whose question is not in the quiz (removed since) keeps
// the shape of the fields it holds, after the others.
import type { Answer, Answers, Question, QuestionType, QuizContent } from './types.ts';

export const ANSWER_SHAPES = ['choice', 'text', 'spaces', 'file', 'checkedChoices', 'countryRegion'] as const;
export type AnswerShape = (typeof ANSWER_SHAPES)[number];

export interface TypedAnswer {
  /** the question's id in the quiz document: the key of the answer map */
  questionKey: string;
  shape: AnswerShape;
  answer: Answer;
}

const SHAPE_OF_TYPE: Record<QuestionType, AnswerShape | null> = {
  0: 'choice',
  1: 'text',
  2: 'spaces',
  3: 'file',
  4: null,
  5: 'checkedChoices',
  6: 'checkedChoices',
  7: 'choice',
  8: 'countryRegion',
};

/** The shape of an answer without its question: the first of its fields that holds something. */
function shapeOfFields(answer: Answer): AnswerShape | null {
  if (typeof answer.selectedAnswer === 'number') return 'choice';
  if (typeof answer.textAnswer === 'string') return 'text';
  if (Array.isArray(answer.spaces)) return 'spaces';
  if (Array.isArray(answer.checkedAnswers)) return 'checkedChoices';
  if (typeof answer.fileUrl === 'string') return 'file';
  if (typeof answer.country === 'string' || typeof answer.region === 'string') return 'countryRegion';
  return null;
}

export function questionsOf(content: QuizContent): Question[] {
  return content.version === 0 ? content.questions : content.sections.flatMap((section) => section.questions);
}

export function typedAnswersOf(questions: readonly Pick<Question, 'id' | 'type'>[], answers: Answers): TypedAnswer[] {
  const typed: TypedAnswer[] = [];
  const placed = new Set<string>();
  for (const question of questions) {
    if (!Object.hasOwn(answers, question.id) || placed.has(question.id)) continue;
    placed.add(question.id);
    const answer = answers[question.id];
    const shape = SHAPE_OF_TYPE[question.type] ?? shapeOfFields(answer);
    if (shape) typed.push({ questionKey: question.id, shape, answer });
  }
  for (const [questionKey, answer] of Object.entries(answers)) {
    if (placed.has(questionKey)) continue;
    const shape = shapeOfFields(answer);
    if (shape) typed.push({ questionKey, shape, answer });
  }
  return typed;
}
