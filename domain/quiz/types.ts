// The quiz document as stored (Quiz.content plus the quiz's settings) and as
// answered. Shared by the server (validation on save, grading on submit) and
// the client (editor, quiz screen). Field names are the spec's.

export const QUESTION_TYPES = {
  singleChoice: 0,
  writing: 1,
  completeSpaces: 2,
  fileUpload: 3,
  info: 4,
  multipleAnswer: 5,
  checkbox: 6,
  courseLink: 7,
  countryRegion: 8,
} as const;

export type QuestionType = (typeof QUESTION_TYPES)[keyof typeof QUESTION_TYPES];

export type SpaceSize = 'lg' | 'md' | 'sm';

/** A part of a complete-the-spaces question: plain text, or a space to fill. */
export type SpacePart =
  | { type: 'text'; value: string }
  | { type: 'space'; values: string[]; size?: SpaceSize; value?: string };

interface QuestionBase {
  id: string;
  text?: string;
  /** whole number ≥ 0; 1 by default, 0 in forms */
  weight?: number;
  clarification?: string;
  isOptionalQuestion?: boolean;
  imageURL?: string;
  videoUrl?: string;
  youTubeId?: string;
}

export interface SingleChoiceQuestion extends QuestionBase {
  type: 0;
  choices: string[];
  /** 1-based number of the correct choice */
  correctAnswer?: number;
}

export interface WritingQuestion extends QuestionBase {
  type: 1;
  possibleAnswers?: string[];
  isManuallyGraded?: boolean;
  isDate?: boolean;
  validationRegex?: string;
  /** true: the answer must match; false: it must not */
  regexContains?: boolean;
  /** the regex's global flag */
  regexG?: boolean;
}

export interface CompleteSpacesQuestion extends QuestionBase {
  type: 2;
  fields: SpacePart[];
}

export interface FileUploadQuestion extends QuestionBase {
  type: 3;
}

export interface InfoQuestion extends QuestionBase {
  type: 4;
}

export interface MultipleAnswerQuestion extends QuestionBase {
  type: 5;
  choices: string[];
  /** per choice: whether it is a correct answer */
  possibleAnswers?: boolean[];
}

export interface CheckboxQuestion extends QuestionBase {
  type: 6;
  isOriginalCheckbox?: boolean;
  choices?: string[];
}

export interface CourseLinkQuestion extends QuestionBase {
  type: 7;
  choices: string[];
  /** per choice: the course (or, in a registration form, the track) it links to */
  courseLinks?: string[];
  possibleAnswers?: boolean[];
}

export interface CountryRegionQuestion extends QuestionBase {
  type: 8;
  showRegion?: boolean;
}

export type Question =
  | SingleChoiceQuestion
  | WritingQuestion
  | CompleteSpacesQuestion
  | FileUploadQuestion
  | InfoQuestion
  | MultipleAnswerQuestion
  | CheckboxQuestion
  | CourseLinkQuestion
  | CountryRegionQuestion;

export interface Section {
  id: string;
  name: string;
  questions: Question[];
}

/** Version 0 has flat questions; versions 1 and 2 have sections. */
export type QuizContent = { version: 0; questions: Question[] } | { version: 1 | 2; sections: Section[] };

export type SpecialCharsReduction = 'None' | 'Space Only' | 'Full';

export interface QuizSettings {
  name: string;
  passGrade: number;
  /** ISO date (YYYY-MM-DD) with an optional 24-hour time (HH:mm) */
  fullGradeDeadline?: { date: string; time?: string } | null;
  gradeReduction?: number;
  allowedTime?: number | null;
  externalGrades?: boolean;
  maxGradeExternal?: number | null;
  excludeFromTotal?: boolean;
  disableCharDictionary?: boolean;
  specialCharsReduction?: SpecialCharsReduction;
  isForm?: boolean;
  // The editor's other settings (document.ts validates them). Text settings
  // are null when cleared, as the database columns are.
  passLink?: string | null;
  passLinkMsg?: string | null;
  /** links shown on passing; only the active ones are offered */
  passUrls?: PassUrl[];
  supportLink?: string | null;
  remarks?: string | null;
  isActive?: boolean;
  /** false: score only; true: answer review; null: neither */
  showResult?: boolean | null;
  isPrivate?: boolean;
  editableAnswers?: boolean;
  openForRegistered?: boolean;
  /** ids of the quizzes (forms) that must be passed first */
  prerequisites?: string[];
  prerequisitesOperationOR?: boolean;
  /** ids of the tracks (registration-form choices) the learner must be on */
  tracks?: string[];
  useExpression?: boolean;
  /** same shape as LogicExpression in expression.ts */
  expression?: { code: string; parameters: { id: string; alias: string }[] } | null;
  banner?: string | null;
  attachments?: QuizAttachment[];
}

export interface PassUrl {
  id: string;
  url: string;
  active: boolean;
}

export interface QuizAttachment {
  name: string;
  url: string;
}

/** A whole quiz as the editor loads, saves, imports and exports it. `id` is '' (or absent) until it is created. */
export type Quiz = { id?: string } & QuizSettings & QuizContent;

/** A quiz of version 1 or 2, whose questions are in sections. */
export type SectionedQuiz = Extract<Quiz, { version: 1 | 2 }>;

/**
 * A learner's answer to one question, by question id.
 * 0: selectedAnswer (1-based); 1: textAnswer; 2: one string per space, in order;
 * 3: fileUrl; 5: checkedAnswers (per choice); 6: checkedAnswers; 7: selectedAnswer;
 * 8: country and region.
 */
export interface Answer {
  selectedAnswer?: number | null;
  textAnswer?: string | null;
  spaces?: string[];
  checkedAnswers?: boolean[];
  fileUrl?: string | null;
  /** an ISO 3166-1 code such as 'EG' (names in domain/countries) */
  country?: string | null;
  /** a region code of that country such as 'EG-C' (domain/countries) */
  region?: string | null;
}

export type Answers = Record<string, Answer>;
