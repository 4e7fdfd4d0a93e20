// A quiz's sections and questions as GraphQL types: the `Question` interface
// and one type per question type (domain/quiz/types.ts). They show what the
// service put in the quiz's content (server/services/quiz/quizStructure.ts):
// for a learner that is learnerQuizContent's view, whose answer keys are
// gone, so every key field reads null there (a space's accepted answers an
// empty list, as the quiz screen receives them).
import { effectiveWeight, questionMaxScore } from '../../../domain/quiz/grade.ts';
import {
  QUESTION_TYPES,
  type CheckboxQuestion,
  type CompleteSpacesQuestion,
  type CountryRegionQuestion,
  type CourseLinkQuestion,
  type FileUploadQuestion,
  type InfoQuestion,
  type MultipleAnswerQuestion,
  type Question as QuestionValue,
  type QuestionType,
  type Section,
  type SingleChoiceQuestion,
  type SpacePart,
  type WritingQuestion,
} from '../../../domain/quiz/types.ts';
import { builder } from '../../builder.ts';

const TYPE_NAMES = Object.keys(QUESTION_TYPES) as (keyof typeof QUESTION_TYPES)[];
const nameOfType = (type: QuestionType) => TYPE_NAMES.find((name) => QUESTION_TYPES[name] === type)!;

export const QuestionTypeEnum = builder.enumType('QuestionType', {
  description: "A question's type; the quiz document stores it as its number (0 singleChoice … 8 countryRegion).",
  values: TYPE_NAMES,
});

const SpaceSizeEnum = builder.enumType('SpaceSize', { values: ['lg', 'md', 'sm'] as const });

/** The object type of each question type. */
const OBJECT_NAMES: Record<QuestionType, string> = {
  0: 'SingleChoiceQuestion',
  1: 'WritingQuestion',
  2: 'CompleteSpacesQuestion',
  3: 'FileUploadQuestion',
  4: 'InfoQuestion',
  5: 'MultipleAnswerQuestion',
  6: 'CheckboxQuestion',
  7: 'CourseLinkQuestion',
  8: 'CountryRegionQuestion',
};

export const QuestionRef = builder.interfaceRef<QuestionValue>('Question').implement({
  description: 'A question of a quiz. Fields that give an answer away are null for a learner.',
  resolveType: (question) => OBJECT_NAMES[question.type],
  fields: (t) => ({
    key: t.string({
      description: "The question's id in the quiz document: the key of its answer in answer maps, and QuestionStatistics.questionId.",
      resolve: (question) => question.id,
    }),
    questionType: t.field({ type: QuestionTypeEnum, resolve: (question) => nameOfType(question.type) }),
    text: t.string({ nullable: true, resolve: (question) => question.text ?? null }),
    weight: t.int({ description: 'What a right answer earns (per space for complete-the-spaces); 0 in forms.', resolve: (question) => effectiveWeight(question) }),
    maxScore: t.int({ description: 'What the question can earn: 0 for file upload and info.', resolve: (question) => questionMaxScore(question) }),
    clarification: t.string({
      nullable: true,
      description: 'Shown with the answers after submitting; null for a learner.',
      resolve: (question) => question.clarification ?? null,
    }),
    isOptional: t.boolean({ resolve: (question) => question.isOptionalQuestion === true }),
    imageUrl: t.string({ nullable: true, resolve: (question) => question.imageURL ?? null }),
    videoUrl: t.string({ nullable: true, resolve: (question) => question.videoUrl ?? null }),
    youTubeId: t.string({ nullable: true, resolve: (question) => question.youTubeId ?? null }),
  }),
});

const keyDescription = 'null for a learner, or when the quiz has none';

builder.objectRef<SingleChoiceQuestion>('SingleChoiceQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    choices: t.exposeStringList('choices'),
    correctChoice: t.int({
      nullable: true,
      description: `The 1-based number of the right choice; ${keyDescription}.`,
      resolve: (question) => question.correctAnswer ?? null,
    }),
  }),
});

builder.objectRef<WritingQuestion>('WritingQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    acceptedAnswers: t.stringList({
      nullable: true,
      description: `The answers graded right; ${keyDescription}.`,
      resolve: (question) => question.possibleAnswers ?? null,
    }),
    isManuallyGraded: t.boolean({ nullable: true, description: 'Graded by a person; null for a learner.', resolve: (question) => question.isManuallyGraded ?? null }),
    isDate: t.boolean({ resolve: (question) => question.isDate === true }),
    validationRegex: t.string({ nullable: true, description: 'What the answer is checked against while it is typed.', resolve: (question) => question.validationRegex ?? null }),
    regexContains: t.boolean({
      nullable: true,
      description: 'true: the answer must match validationRegex; false: it must not.',
      resolve: (question) => question.regexContains ?? null,
    }),
    regexGlobal: t.boolean({ nullable: true, description: "The regex's g flag.", resolve: (question) => question.regexG ?? null }),
  }),
});

const TextPartRef = builder.objectRef<Extract<SpacePart, { type: 'text' }>>('CompleteSpacesText').implement({
  fields: (t) => ({ text: t.exposeString('value') }),
});

const BlankPartRef = builder.objectRef<Extract<SpacePart, { type: 'space' }>>('CompleteSpacesBlank').implement({
  description: 'A space the learner fills.',
  fields: (t) => ({
    size: t.field({ type: SpaceSizeEnum, nullable: true, resolve: (part) => part.size ?? null }),
    acceptedAnswers: t.stringList({
      description: 'The answers graded right in this space; empty for a learner.',
      resolve: (part) => part.values,
    }),
  }),
});

const SpacePartUnion = builder.unionType('CompleteSpacesPart', {
  types: [TextPartRef, BlankPartRef],
  resolveType: (part) => (part.type === 'text' ? TextPartRef : BlankPartRef),
});

builder.objectRef<CompleteSpacesQuestion>('CompleteSpacesQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    parts: t.field({ type: [SpacePartUnion], description: 'The text and its spaces, in order.', resolve: (question) => question.fields }),
  }),
});

builder.objectRef<FileUploadQuestion>('FileUploadQuestion').implement({ interfaces: [QuestionRef] });

builder.objectRef<InfoQuestion>('InfoQuestion').implement({ description: 'A text shown between questions; it takes no answer.', interfaces: [QuestionRef] });

builder.objectRef<MultipleAnswerQuestion>('MultipleAnswerQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    choices: t.exposeStringList('choices'),
    correctChoices: t.field({
      type: ['Boolean'],
      nullable: true,
      description: `Per choice, whether it is a right answer; ${keyDescription}.`,
      resolve: (question) => question.possibleAnswers ?? null,
    }),
  }),
});

builder.objectRef<CheckboxQuestion>('CheckboxQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    choices: t.stringList({ resolve: (question) => question.choices ?? [] }),
    isOriginalCheckbox: t.boolean({ description: 'One box to tick, without choices.', resolve: (question) => question.isOriginalCheckbox === true }),
  }),
});

builder.objectRef<CourseLinkQuestion>('CourseLinkQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({
    choices: t.exposeStringList('choices'),
    courseLinks: t.stringList({
      nullable: true,
      description: `Per choice, the course (in a registration form, the track) it leads to; ${keyDescription}.`,
      resolve: (question) => question.courseLinks ?? null,
    }),
    correctChoices: t.field({
      type: ['Boolean'],
      nullable: true,
      description: `Per choice, whether it is a right answer; ${keyDescription}.`,
      resolve: (question) => question.possibleAnswers ?? null,
    }),
  }),
});

builder.objectRef<CountryRegionQuestion>('CountryRegionQuestion').implement({
  interfaces: [QuestionRef],
  fields: (t) => ({ showRegion: t.boolean({ description: 'The region is asked too.', resolve: (question) => question.showRegion === true }) }),
});

export const QuizSectionRef = builder.objectRef<Section>('QuizSection').implement({
  fields: (t) => ({
    key: t.string({ description: "The section's id in the quiz document; '' for the one section of a version 0 quiz.", resolve: (section) => section.id }),
    name: t.exposeString('name'),
    questions: t.field({ type: [QuestionRef], resolve: (section) => section.questions }),
  }),
});
