// What publishing a quiz changes for its learners (issue 30): the questions
// added, removed, reworded or given other points, by question id, and the
// settings whose values differ, between the published version and the one
// about to be published. The publish dialog lists them; grading is live, so a
// change of points or answers also changes the results of submissions once
// they are regraded.
import { questionMaxScore } from './grade.ts';
import type { Question, Quiz, QuizSettings } from './types.ts';

/** A question by its place in the quiz: "2.3" (section 2, question 3), or "3" in a quiz without sections. */
export interface QuestionPlace {
  id: string;
  place: string;
  /** the question's text, trimmed to a line */
  text: string;
}

export interface PointsChange extends QuestionPlace {
  from: number;
  to: number;
}

export interface PublishChanges {
  /** the quiz was never published: everything is new to learners */
  firstPublication: boolean;
  added: QuestionPlace[];
  removed: QuestionPlace[];
  pointsChanged: PointsChange[];
  /** questions whose text, choices, correct answers or type changed, points aside */
  reworded: QuestionPlace[];
  /** the settings learners notice, by their key in the document */
  settingsChanged: SettingKey[];
  /** sum of the points before and after */
  maxGrade: { from: number; to: number };
}

/** The settings a learner meets, in the order the editor shows them. */
export const LEARNER_SETTINGS = [
  'name',
  'passGrade',
  'allowedTime',
  'fullGradeDeadline',
  'gradeReduction',
  'showResult',
  'editableAnswers',
  'isActive',
  'isPrivate',
  'openForRegistered',
  'prerequisites',
  'tracks',
  'expression',
  'attachments',
  'passUrls',
  'passLink',
  'passLinkMsg',
  'banner',
] as const satisfies readonly (keyof QuizSettings)[];
export type SettingKey = (typeof LEARNER_SETTINGS)[number];

const LINE = 80;

function placed(quiz: Quiz): { question: Question; place: string }[] {
  if (quiz.version === 0) return quiz.questions.map((question, index) => ({ question, place: String(index + 1) }));
  return quiz.sections.flatMap((section, s) => section.questions.map((question, q) => ({ question, place: `${s + 1}.${q + 1}` })));
}

function textOf(question: Question): string {
  const text = (question.text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > LINE ? `${text.slice(0, LINE - 1)}…` : text;
}

/** Everything but the points, compared as data: keys in any order are the same question. */
function withoutPoints(question: Question): string {
  const { weight: _weight, ...rest } = question;
  return stable(rest);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What learners will see change when `next` replaces `published` (null: never published). */
export function publishChanges(published: Quiz | null, next: Quiz): PublishChanges {
  const after = placed(next);
  if (!published) {
    return {
      firstPublication: true,
      added: after.map(({ question, place }) => ({ id: question.id, place, text: textOf(question) })),
      removed: [],
      pointsChanged: [],
      reworded: [],
      settingsChanged: [],
      maxGrade: { from: 0, to: pointsOf(after) },
    };
  }
  const before = placed(published);
  const beforeById = new Map(before.map((row) => [row.question.id, row]));
  const afterIds = new Set(after.map((row) => row.question.id));
  const changes: PublishChanges = {
    firstPublication: false,
    added: [],
    removed: before
      .filter((row) => !afterIds.has(row.question.id))
      .map(({ question, place }) => ({ id: question.id, place, text: textOf(question) })),
    pointsChanged: [],
    reworded: [],
    settingsChanged: LEARNER_SETTINGS.filter((key) => stable(published[key] ?? null) !== stable(next[key] ?? null)),
    maxGrade: { from: pointsOf(before), to: pointsOf(after) },
  };
  for (const { question, place } of after) {
    const row = { id: question.id, place, text: textOf(question) };
    const old = beforeById.get(question.id);
    if (!old) {
      changes.added.push(row);
      continue;
    }
    const from = questionMaxScore(old.question);
    const to = questionMaxScore(question);
    if (from !== to) changes.pointsChanged.push({ ...row, from, to });
    if (withoutPoints(old.question) !== withoutPoints(question)) changes.reworded.push(row);
  }
  return changes;
}

/** The points learners can earn: a complete-the-spaces question counts its weight per space (grade.ts). */
function pointsOf(rows: { question: Question }[]): number {
  return rows.reduce((total, row) => total + questionMaxScore(row.question), 0);
}

/** Nothing a learner would notice: the publish dialog says so instead of listing. */
export function changesNothing(changes: PublishChanges): boolean {
  return (
    !changes.firstPublication &&
    changes.added.length === 0 &&
    changes.removed.length === 0 &&
    changes.pointsChanged.length === 0 &&
    changes.reworded.length === 0 &&
    changes.settingsChanged.length === 0
  );
}
