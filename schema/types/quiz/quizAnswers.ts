// Typed answers beside the JSON answer maps: the `QuizAnswer` interface and
// one type per answer shape (domain/quiz/typedAnswers.ts), on the
// learner's own result (when its review is shown) and open attempt, and on
// the owner's results rows and registrations. The JSON fields stay as they are.
import {
  attemptDraftAnswers,
  learnerSubmissionAnswers,
  ownerRegistrationAnswers,
  ownerSubmissionAnswers,
} from '../../../server/services/quiz/answerLists.ts';
import type { AnswerShape, TypedAnswer } from '../../../domain/quiz/typedAnswers.ts';
import { builder } from '../../builder.ts';
import { RegistrationRef } from '../learner/registration.ts';
import { QuizResultRef } from '../results/quizResult.ts';
import { SubmissionRowRef } from '../results/quizResults.ts';
import { QuizAttemptRef } from './quizTaking.ts';

const OBJECT_NAMES: Record<AnswerShape, string> = {
  choice: 'ChoiceAnswer',
  text: 'TextAnswer',
  spaces: 'SpacesAnswer',
  file: 'FileAnswer',
  checkedChoices: 'CheckedChoicesAnswer',
  countryRegion: 'CountryRegionAnswer',
};

export const QuizAnswerRef = builder.interfaceRef<TypedAnswer>('QuizAnswer').implement({
  description: "A learner's answer to one question, of the shape its question's type gives it.",
  resolveType: (typed) => OBJECT_NAMES[typed.shape],
  fields: (t) => ({
    questionKey: t.string({ description: "The question's key (Question.key).", resolve: (typed) => typed.questionKey }),
  }),
});

builder.objectRef<TypedAnswer>('ChoiceAnswer').implement({
  description: 'A single choice or course link answer.',
  interfaces: [QuizAnswerRef],
  fields: (t) => ({
    selectedChoice: t.int({ nullable: true, description: 'the 1-based number of the chosen choice', resolve: (typed) => typed.answer.selectedAnswer ?? null }),
  }),
});

builder.objectRef<TypedAnswer>('TextAnswer').implement({
  interfaces: [QuizAnswerRef],
  fields: (t) => ({ text: t.string({ nullable: true, resolve: (typed) => typed.answer.textAnswer ?? null }) }),
});

builder.objectRef<TypedAnswer>('SpacesAnswer').implement({
  interfaces: [QuizAnswerRef],
  fields: (t) => ({ spaces: t.stringList({ description: 'what was written in each space, in order', resolve: (typed) => typed.answer.spaces ?? [] }) }),
});

builder.objectRef<TypedAnswer>('FileAnswer').implement({
  interfaces: [QuizAnswerRef],
  fields: (t) => ({
    fileUrl: t.string({ nullable: true, description: "the uploaded file; the learner's own private files with a signed read URL", resolve: (typed) => typed.answer.fileUrl ?? null }),
  }),
});

builder.objectRef<TypedAnswer>('CheckedChoicesAnswer').implement({
  description: 'A multiple answer or checkbox answer.',
  interfaces: [QuizAnswerRef],
  fields: (t) => ({
    checked: t.field({ type: ['Boolean'], description: 'per choice, whether it was ticked', resolve: (typed) => typed.answer.checkedAnswers ?? [] }),
  }),
});

builder.objectRef<TypedAnswer>('CountryRegionAnswer').implement({
  interfaces: [QuizAnswerRef],
  fields: (t) => ({
    country: t.string({ nullable: true, description: "an ISO 3166-1 code such as 'EG'", resolve: (typed) => typed.answer.country ?? null }),
    region: t.string({ nullable: true, description: "a region code of the country such as 'EG-C'", resolve: (typed) => typed.answer.region ?? null }),
  }),
});

builder.objectFields(QuizResultRef, (t) => ({
  answerList: t.field({
    type: [QuizAnswerRef],
    nullable: true,
    description: "The submission's answers to the quiz's questions, typed; only when showResult is true, as review.",
    resolve: (result, _args, ctx) => (result.showResult === true ? learnerSubmissionAnswers(ctx, result.quizId) : null),
  }),
}));

builder.objectFields(QuizAttemptRef, (t) => ({
  draftAnswerList: t.field({ type: [QuizAnswerRef], description: 'draftAnswers, typed.', resolve: (opened) => attemptDraftAnswers(opened) }),
}));

builder.objectFields(SubmissionRowRef, (t) => ({
  answerList: t.field({
    type: [QuizAnswerRef],
    nullable: true,
    description: "The learner's submitted answers, typed; null for an uploaded grade without a submission.",
    resolve: (row, _args, ctx) => ownerSubmissionAnswers(ctx, row.rowId),
  }),
}));

builder.prismaObjectFields(RegistrationRef, (t) => ({
  answerList: t.field({
    type: [QuizAnswerRef],
    description: 'answers, typed by the questions of the registration form.',
    resolve: (registration, _args, ctx) => ownerRegistrationAnswers(ctx, registration),
  }),
}));
