// A quiz's questions as the teacher sees them in the quiz editor, for the
// manual grading file (issue 30): each with the number the editor shows, so a
// file may name a question by that number instead of its id, which no screen
// shows. The editor numbers every item of a list from 1, descriptions (info)
// included, and starts again in each section ("Section 2 … Question 3"): in a
// quiz of several sections a number is written section.question ("2.3"); in
// a quiz without sections, or with one, just the question's ("3", "1.3" too).
// docs/decisions/grades.md, "Question numbers and the template".
import { gradeQuestion, questionMaxScore } from '../quiz/grade.ts';
import type { Question, QuizContent } from '../quiz/types.ts';

export interface GradedQuestion {
  id: string;
  /** as the editor shows it: "3", or "2.3" (section 2, question 3) in a quiz of several sections */
  number: string;
  /** the question's text as stored (it may hold markup) */
  text: string;
  /** what a manual grade may be at most */
  maxScore: number;
  /** its automatic score waits for a person (no key, or graded by hand) */
  byHand: boolean;
}

/** Finds a question by what a file names it with: its id, or its number as the editor shows it. */
export type QuestionLookup = (reference: string) => GradedQuestion | undefined;

function gradedQuestion(question: Question, number: string): GradedQuestion {
  return {
    id: question.id,
    number,
    text: question.text ?? '',
    maxScore: questionMaxScore(question),
    byHand: gradeQuestion(question, undefined).needsManualGrade,
  };
}

/** Every question (descriptions too: the editor numbers them) in the editor's order, with its number. */
export function gradedQuestionsOf(content: QuizContent): GradedQuestion[] {
  if (content.version === 0) return content.questions.map((question, index) => gradedQuestion(question, String(index + 1)));
  const several = content.sections.length > 1;
  return content.sections.flatMap((section, sectionIndex) =>
    section.questions.map((question, index) => gradedQuestion(question, several ? `${sectionIndex + 1}.${index + 1}` : String(index + 1))),
  );
}

/**
 * A question number as a file writes it, alone or heading a template column
 * ("3", "2.3", "3 — text", "3 - text", "3: text"), as its canonical form
 * ("3", "2.3": leading zeros dropped), else null.
 */
export function questionNumberIn(reference: string): string | null {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?(?:\s*[—–:-](?:\s|$)[\s\S]*)?$/.exec(reference.trim());
  if (!match) return null;
  return match[2] === undefined ? String(Number(match[1])) : `${Number(match[1])}.${Number(match[2])}`;
}

/**
 * The lookup of a quiz's questions: an id first (a question's own name, as
 * files before numbers wrote it), then a number. In a quiz without several
 * sections, "1.3" is question 3 too.
 */
export function questionLookupOf(questions: readonly GradedQuestion[]): QuestionLookup {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const byNumber = new Map<string, GradedQuestion>();
  for (const question of questions) {
    byNumber.set(question.number, question);
    if (!question.number.includes('.')) byNumber.set(`1.${question.number}`, question);
  }
  return (reference) => {
    const trimmed = reference.trim();
    const found = byId.get(trimmed);
    if (found) return found;
    const number = questionNumberIn(trimmed);
    return number === null ? undefined : byNumber.get(number);
  };
}

/**
 * The template's question columns: the questions graded by hand (worth
 * points, no key). A quiz with none gets every question worth points, since a
 * manual grade may replace any automatic score.
 */
export function templateQuestionsOf(questions: readonly GradedQuestion[]): GradedQuestion[] {
  const worth = questions.filter((question) => question.maxScore > 0);
  const byHand = worth.filter((question) => question.byHand);
  return byHand.length > 0 ? byHand : worth;
}
