// The owner's settings of a quiz (Quiz.settings): grading, passing, access
// and prerequisites, typed. Learners never get them (the service gives their
// view no settings); what the quiz screen shows a learner is on Quiz itself.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { LogicExpression } from '../../../domain/quiz/expression.ts';
import type { PassUrl, QuizAttachment } from '../../../domain/quiz/types.ts';
import type { Quiz } from '../../../server/db/generated/client.ts';
import { externalMaxGrade } from '../../../server/services/results/resultRowsSource.ts';
import { builder } from '../../builder.ts';

export const SpecialCharsReductionEnum = builder.enumType('SpecialCharsReduction', {
  description: 'How typed answers are compared: None exactly, SpaceOnly ignoring spaces, Full also ignoring punctuation and letter variants.',
  values: ['None', 'SpaceOnly', 'Full'] as const,
});

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The attachments column's entries that read as one ({ name, url }); anything else is not shown. */
export function attachmentsOf(quiz: Pick<Quiz, 'attachments'>): QuizAttachment[] {
  const rows = Array.isArray(quiz.attachments) ? quiz.attachments.map(record) : [];
  return rows.flatMap((row) => (row && typeof row.name === 'string' && typeof row.url === 'string' ? [{ name: row.name, url: row.url }] : []));
}

function passUrlsOf(quiz: Pick<Quiz, 'passUrls'>): PassUrl[] {
  const rows = Array.isArray(quiz.passUrls) ? quiz.passUrls.map(record) : [];
  return rows.flatMap((row) => (row && typeof row.url === 'string' ? [{ id: String(row.id ?? ''), url: row.url, active: row.active === true }] : []));
}

function expressionOf(quiz: Pick<Quiz, 'expression'>): LogicExpression | null {
  const expression = record(quiz.expression);
  if (!expression || typeof expression.code !== 'string' || !Array.isArray(expression.parameters)) return null;
  const parameters = expression.parameters.map(record).flatMap((parameter) =>
    parameter && typeof parameter.id === 'string' && typeof parameter.alias === 'string' ? [{ id: parameter.id, alias: parameter.alias }] : [],
  );
  return { code: expression.code, parameters };
}

export const QuizAttachmentRef = builder.objectRef<QuizAttachment>('QuizAttachment').implement({
  fields: (t) => ({ name: t.exposeString('name'), url: t.exposeString('url') }),
});

const PassUrlRef = builder.objectRef<PassUrl>('QuizPassUrl').implement({
  fields: (t) => ({ url: t.exposeString('url'), active: t.exposeBoolean('active', { description: 'only active links are offered on passing' }) }),
});

const ExpressionParameterRef = builder.objectRef<LogicExpression['parameters'][number]>('QuizExpressionParameter').implement({
  fields: (t) => ({
    quizId: t.id({ description: "the global id of the quiz whose passing the alias stands for", resolve: (parameter) => encodeGlobalID('Quiz', parameter.id) }),
    alias: t.exposeString('alias'),
  }),
});

const ExpressionRef = builder.objectRef<LogicExpression>('QuizExpression').implement({
  description: 'A logic expression over passed quizzes that opens the quiz (with useExpression).',
  fields: (t) => ({
    code: t.exposeString('code'),
    parameters: t.field({ type: [ExpressionParameterRef], resolve: (expression) => expression.parameters }),
  }),
});

export const QuizSettingsRef = builder.objectRef<Quiz>('QuizSettings').implement({
  description: "A quiz's settings as its account's owner set them.",
  fields: (t) => ({
    passGrade: t.exposeInt('passGrade'),
    maxGrade: t.int({
      description: 'The sum of the question weights; maxGradeExternal for an externally graded quiz.',
      resolve: (quiz) => (quiz.externalGrades ? externalMaxGrade(quiz) : quiz.maxGrade),
    }),
    fullGradeDeadline: t.expose('fullGradeDeadline', { type: 'DateTime', nullable: true, description: 'after it, gradeReduction is taken off' }),
    gradeReduction: t.exposeInt('gradeReduction'),
    externalGrades: t.exposeBoolean('externalGrades', { description: 'graded outside the platform (uploaded grades); learners do not take it here' }),
    maxGradeExternal: t.exposeInt('maxGradeExternal', { nullable: true }),
    excludeFromTotal: t.exposeBoolean('excludeFromTotal'),
    passLink: t.exposeString('passLink', { nullable: true }),
    passLinkMsg: t.exposeString('passLinkMsg', { nullable: true }),
    passUrls: t.field({ type: [PassUrlRef], resolve: (quiz) => passUrlsOf(quiz) }),
    isActive: t.exposeBoolean('isActive'),
    isPrivate: t.exposeBoolean('isPrivate', { description: "only the quiz's examinees may open it" }),
    openForRegistered: t.exposeBoolean('openForRegistered'),
    prerequisites: t.idList({ description: 'the global ids of the quizzes to pass first', resolve: (quiz) => quiz.prerequisites.map((id) => encodeGlobalID('Quiz', id)) }),
    prerequisitesOperationOR: t.exposeBoolean('prerequisitesOperationOR', { description: 'true: one of the prerequisites is enough' }),
    trackIds: t.idList({ description: 'the global ids of the tracks a learner must be on', resolve: (quiz) => quiz.tracks.map((id) => encodeGlobalID('Track', id)) }),
    useExpression: t.exposeBoolean('useExpression'),
    expression: t.field({ type: ExpressionRef, nullable: true, resolve: (quiz) => expressionOf(quiz) }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true, description: 'null: never published, and learners do not see it' }),
  }),
});
