// `Quiz`: a quiz's structure as a Node, read through node(id:), quiz(id:) and
// the owner's editor and results. The service builds it for one viewer
// (server/services/quiz/quizStructure.ts decides who reads what); the type's
// scope only refuses a view built for another viewer.
import type { Section } from '../../../domain/quiz/types.ts';
import { quizViewFor, ownerQuizView, readableQuizView, type QuizView } from '../../../server/services/quiz/quizStructure.ts';
import { questionsOf } from '../../../domain/quiz/typedAnswers.ts';
import { builder } from '../../builder.ts';
import { QuizDocumentRef, EditorQuizSummaryRef } from '../quizEditor/quizEditing.ts';
import { QuizResultsReportRef } from '../results/quizResults.ts';
import { QuestionRef, QuizSectionRef } from './quizQuestions.ts';
import { QuizRef } from './quizRef.ts';
import { attachmentsOf, QuizAttachmentRef, QuizSettingsRef, SpecialCharsReductionEnum } from './quizSettings.ts';

/** A version 0 quiz's questions are in no section: they read as one, without a key or a name. */
function sectionsOf(view: QuizView): Section[] {
  const { content } = view;
  return content.version === 0 ? [{ id: '', name: '', questions: content.questions }] : content.sections;
}

export { QuizRef };

builder.node(QuizRef, {
  description:
    "A quiz's structure. Its account's owner reads it whole; a learner who may open the quiz reads what the quiz screen shows (no answer keys, no settings).",
  id: { resolve: (view) => view.quiz.id },
  authScopes: (view, ctx) => view.readFor === ctx.viewer,
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'audience' in value && 'readFor' in value,
  loadOne: (id, ctx) => readableQuizView(ctx, id),
  fields: (t) => ({
    name: t.string({ resolve: (view) => view.quiz.name }),
    isForm: t.boolean({ resolve: (view) => view.quiz.isForm }),
    version: t.int({ description: '0: questions without sections; 1 and 2: in sections', resolve: (view) => view.quiz.version }),
    banner: t.string({ nullable: true, resolve: (view) => view.quiz.banner }),
    allowedTime: t.int({ nullable: true, description: 'minutes; null: untimed', resolve: (view) => view.quiz.allowedTime }),
    remarks: t.string({ nullable: true, resolve: (view) => view.quiz.remarks }),
    supportLink: t.string({ nullable: true, resolve: (view) => view.quiz.supportLink }),
    showResult: t.boolean({ nullable: true, description: 'false: the score; true: the score and the answers; null: neither', resolve: (view) => view.quiz.showResult }),
    editableAnswers: t.boolean({ resolve: (view) => view.quiz.editableAnswers }),
    specialCharsReduction: t.field({ type: SpecialCharsReductionEnum, resolve: (view) => view.quiz.specialCharsReduction }),
    disableCharDictionary: t.boolean({ description: 'true: Arabic letter variants are different letters', resolve: (view) => view.quiz.disableCharDictionary }),
    attachments: t.field({ type: [QuizAttachmentRef], resolve: (view) => attachmentsOf(view.quiz) }),
    sections: t.field({ type: [QuizSectionRef], resolve: (view) => sectionsOf(view) }),
    questions: t.field({ type: [QuestionRef], description: 'Every question, in order, whatever its section.', resolve: (view) => questionsOf(view.content) }),
    settings: t.field({
      type: QuizSettingsRef,
      nullable: true,
      description: "The owner's settings; null for a learner.",
      resolve: (view) => (view.settings ? view.quiz : null),
    }),
  }),
});

builder.queryField('quiz', (t) =>
  t.field({
    type: QuizRef,
    description:
      "A quiz by its global id: whole for its account's owner; as the quiz screen shows it for a learner who may open it (else the quiz access rule's code); unauthenticated, forbidden or notFound for anyone else.",
    errors: {},
    args: { id: t.arg.globalID({ for: QuizRef, required: true }) },
    resolve: (_root, args, ctx) => quizViewFor(ctx, args.id.id),
  }),
);

builder.objectFields(QuizDocumentRef, (t) => ({
  quiz: t.field({
    type: QuizRef,
    description: 'The quiz as learners take it (not the unpublished draft), typed.',
    resolve: (editorQuiz, _args, ctx) => quizViewFor(ctx, editorQuiz.quizId),
  }),
}));

builder.objectFields(EditorQuizSummaryRef, (t) => ({
  quiz: t.field({
    type: QuizRef,
    description: 'The quiz, typed (one read per quiz).',
    resolve: (summary, _args, ctx) => quizViewFor(ctx, summary.id),
  }),
}));

builder.objectFields(QuizResultsReportRef, (t) => ({
  quiz: t.field({ type: QuizRef, description: 'The quiz the results are of, typed.', resolve: (quiz, _args, ctx) => ownerQuizView(ctx, quiz) }),
}));
