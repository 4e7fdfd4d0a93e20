// Answers as they arrive from a client: checked in shape and size before
// anything is stored or graded. The legacy client sent the quiz document
// itself with each answer written into its question (selectedAnswer,
// textAnswer, fields[].value, ...); answersFromQuizDocument reads that form.
import { z } from 'zod';
import { unsignedFileUrl } from '../files/fileUrl.ts';
import type { Answer, Answers } from './types.ts';

export const MAX_ANSWER_TEXT = 10_000;
export const MAX_ANSWERED_QUESTIONS = 1_000;
const MAX_CHOICES = 200;

const text = z.string().max(MAX_ANSWER_TEXT).nullish();
const answerSchema = z
  .object({
    selectedAnswer: z.number().int().min(0).max(MAX_CHOICES).nullish(),
    textAnswer: text,
    spaces: z.array(z.string().max(MAX_ANSWER_TEXT)).max(MAX_CHOICES).optional(),
    checkedAnswers: z.array(z.boolean()).max(MAX_CHOICES).optional(),
    // kept without a read signature: the server signs it afresh for each reader
    fileUrl: z
      .string()
      .max(2_000)
      .nullish()
      .transform((url) => (typeof url === 'string' ? unsignedFileUrl(url) : url)),
    country: z.string().max(10).nullish(),
    region: z.string().max(20).nullish(),
  })
  .strip();

const answersSchema = z
  .record(z.string().min(1).max(200), answerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERED_QUESTIONS, 'too many answers');

export type ParseAnswersResult = { ok: true; answers: Answers } | { ok: false; path: string };

export function parseAnswers(input: unknown): ParseAnswersResult {
  const parsed = answersSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, path: parsed.error.issues[0]?.path.join('.') ?? '' };
  return { ok: true, answers: parsed.data as Answers };
}

/** Reads the answers a legacy client wrote into the quiz document's questions. */
export function answersFromQuizDocument(document: unknown): Answers {
  const record = (value: unknown): Record<string, unknown> | null =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const doc = record(document);
  if (!doc) return {};
  const sections = Array.isArray(doc.sections) ? doc.sections : [];
  const questions = [
    ...(Array.isArray(doc.questions) ? doc.questions : []),
    ...sections.flatMap((section) => {
      const list = record(section)?.questions;
      return Array.isArray(list) ? list : [];
    }),
  ];
  const answers: Record<string, Answer> = {};
  for (const item of questions) {
    const question = record(item);
    if (!question || typeof question.id !== 'string') continue;
    const answer: Answer = {};
    if (typeof question.selectedAnswer === 'number') answer.selectedAnswer = question.selectedAnswer;
    if (typeof question.textAnswer === 'string') answer.textAnswer = question.textAnswer;
    if (Array.isArray(question.checkedAnswers)) answer.checkedAnswers = question.checkedAnswers.map((checked) => checked === true);
    if (typeof question.fileUrl === 'string') answer.fileUrl = question.fileUrl;
    if (typeof question.country === 'string') answer.country = question.country;
    if (typeof question.region === 'string') answer.region = question.region;
    if (Array.isArray(question.fields)) {
      answer.spaces = question.fields
        .map(record)
        .filter((field) => field?.type === 'space')
        .map((field) => (typeof field?.value === 'string' ? field.value : ''));
    }
    if (Object.keys(answer).length > 0) answers[question.id] = answer;
  }
  return answers;
}
