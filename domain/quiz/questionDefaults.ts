// What the editor starts from: a new question of each type, a new section, a
// new quiz (admin spec §4 and §9). Ids come from a factory the caller passes
// (the client uses crypto.randomUUID), so these stay pure and testable.
import { QUESTION_TYPE_DIALOG_VALUES, type QuestionTypeDialogValue } from './editorRules.ts';
import type { Question, QuestionType, Quiz, SectionedQuiz, Section } from './types.ts';

export type IdFactory = () => string;

export interface NewQuestionContext {
  /** a registration form or other form: nothing is graded, so weights start at 0 */
  isForm: boolean;
  /** added to a section (versions 1 and 2), not to version 0's flat list */
  inSection: boolean;
}

export type NewQuestionResult = { ok: true; question: Question } | { ok: false; code: 'questionOnlyInSection' };

/** File upload and info questions can be added only inside a section. */
export function isSectionOnlyType(type: QuestionType): boolean {
  return type === 3 || type === 4;
}

/** The question-type dialog's values offered where a question is being added. */
export function questionTypeDialogValues(context: Pick<NewQuestionContext, 'inSection'>): QuestionTypeDialogValue[] {
  return (Object.keys(QUESTION_TYPE_DIALOG_VALUES) as QuestionTypeDialogValue[]).filter(
    (value) => context.inSection || !isSectionOnlyType(QUESTION_TYPE_DIALOG_VALUES[value]),
  );
}

/** Weight 1, or 0 in forms and for file upload and info questions, which earn nothing. */
export function newQuestion(type: QuestionType, context: NewQuestionContext, newId: IdFactory): NewQuestionResult {
  if (isSectionOnlyType(type) && !context.inSection) return { ok: false, code: 'questionOnlyInSection' };
  const base = { id: newId(), text: '', weight: context.isForm || isSectionOnlyType(type) ? 0 : 1 };
  return { ok: true, question: withTypeFields(type, base) };
}

function withTypeFields(type: QuestionType, base: { id: string; text: string; weight: number }): Question {
  switch (type) {
    case 0:
      return { ...base, type, choices: [] };
    case 1:
      return { ...base, type, possibleAnswers: [] };
    case 2:
      return { ...base, type, fields: [] };
    case 3:
    case 4:
      return { ...base, type };
    case 5:
      return { ...base, type, choices: [], possibleAnswers: [] };
    case 6:
      return { ...base, type, choices: [] };
    case 7:
      return { ...base, type, choices: [], courseLinks: [], possibleAnswers: [] };
    case 8:
      return { ...base, type, showRegion: false };
  }
}

export function newSection(newId: IdFactory): Section {
  return { id: newId(), name: '', questions: [] };
}

/** A blank quiz as the editor opens it: version 2, no sections yet, not saved (id ''). */
export function newQuiz(options: { isForm?: boolean } = {}): SectionedQuiz {
  return {
    id: '',
    version: 2,
    sections: [],
    name: '',
    passGrade: 0,
    isForm: options.isForm === true,
    fullGradeDeadline: null,
    gradeReduction: 0,
    allowedTime: null,
    passUrls: [],
    passLink: null,
    passLinkMsg: null,
    supportLink: null,
    remarks: null,
    isActive: true,
    showResult: false,
    isPrivate: false,
    editableAnswers: false,
    openForRegistered: false,
    excludeFromTotal: false,
    externalGrades: false,
    maxGradeExternal: null,
    disableCharDictionary: false,
    specialCharsReduction: 'Full',
    prerequisites: [],
    prerequisitesOperationOR: false,
    tracks: [],
    useExpression: false,
    expression: null,
    banner: null,
    attachments: [],
  };
}

/** Sections can be moved up and down only in quizzes above version 1. */
export function canMoveSections(version: Quiz['version']): boolean {
  return version > 1;
}
