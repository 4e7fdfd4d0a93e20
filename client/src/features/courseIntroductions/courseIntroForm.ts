// The course introduction dialog's form: every field as the inputs hold it
// (text), the rules of domain/courseIntroductions applied to it, and the
// problems by field for the messages under the inputs.
import {
  checkCourseIntroduction,
  type CourseCost,
  type CourseIntroductionInput,
  type CourseIntroProblem,
  type CourseLocation,
} from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { PRIMARY_DEFAULT } from '../../../../domain/colors.ts';

export interface StatisticRow {
  name: string;
  count: string;
  icon: string;
}
export interface LecturerRow {
  name: string;
  title: string;
  pic: string;
}
export interface ProgramMapRow {
  subject: string;
  /** one content a line */
  contents: string;
}

export interface CourseIntroForm {
  /** the author account's global id */
  accountId: string;
  accountName: string;
  accountColor: string;
  accountPicture: string;
  accountLogo: string;
  shortDescription: string;
  goals: string;
  duration: string;
  numberOfHours: string;
  numberOfLevels: string;
  targetGroup: string;
  location: CourseLocation;
  category: string;
  cost: CourseCost;
  statistics: StatisticRow[];
  lecturers: LecturerRow[];
  detailedProgramMap: ProgramMapRow[];
  introductoryVideo: string;
  introductoryPoster: string;
}

export const emptyStatistic = (): StatisticRow => ({ name: '', count: '', icon: 'school' });
export const emptyLecturer = (): LecturerRow => ({ name: '', title: '', pic: '' });
export const emptyProgramMapRow = (): ProgramMapRow => ({ subject: '', contents: '' });

export function emptyForm(accountId: string): CourseIntroForm {
  return {
    accountId,
    accountName: '',
    accountColor: PRIMARY_DEFAULT,
    accountPicture: '',
    accountLogo: '',
    shortDescription: '',
    goals: '',
    duration: '',
    numberOfHours: '',
    numberOfLevels: '',
    targetGroup: '',
    location: 'online',
    category: '',
    cost: 'free',
    statistics: [],
    lecturers: [],
    detailedProgramMap: [],
    introductoryVideo: '',
    introductoryPoster: '',
  };
}

/** A saved introduction as the dialog edits it. */
export interface SavedIntroduction {
  readonly accountName: string;
  readonly accountColor: string;
  readonly accountPicture: string | null | undefined;
  readonly accountLogo: string | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly goals: string | null | undefined;
  readonly duration: string | null | undefined;
  readonly numberOfHours: number | null | undefined;
  readonly numberOfLevels: number | null | undefined;
  readonly targetGroup: string | null | undefined;
  readonly location: string;
  readonly category: string | null | undefined;
  readonly cost: string;
  readonly statistics: readonly { readonly name: string; readonly count: number; readonly icon: string | null | undefined }[];
  readonly lecturers: readonly { readonly name: string; readonly title: string | null | undefined; readonly pic: string | null | undefined }[];
  readonly detailedProgramMap: readonly { readonly subject: string; readonly contents: readonly string[] }[];
  readonly introductoryVideo: string | null | undefined;
  readonly introductoryPoster: string | null | undefined;
  readonly account: { readonly id: string } | null | undefined;
}

export function formOf(saved: SavedIntroduction, fallbackAccountId: string): CourseIntroForm {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    accountId: saved.account?.id ?? fallbackAccountId,
    accountName: saved.accountName,
    accountColor: saved.accountColor,
    accountPicture: text(saved.accountPicture),
    accountLogo: text(saved.accountLogo),
    shortDescription: text(saved.shortDescription),
    goals: text(saved.goals),
    duration: text(saved.duration),
    numberOfHours: text(saved.numberOfHours),
    numberOfLevels: text(saved.numberOfLevels),
    targetGroup: text(saved.targetGroup),
    location: saved.location === 'offline' || saved.location === 'mix' ? saved.location : 'online',
    category: text(saved.category),
    cost: saved.cost === 'paid' ? 'paid' : 'free',
    statistics: saved.statistics.map((row) => ({ name: row.name, count: String(row.count), icon: row.icon ?? 'school' })),
    lecturers: saved.lecturers.map((row) => ({ name: row.name, title: text(row.title), pic: text(row.pic) })),
    detailedProgramMap: saved.detailedProgramMap.map((row) => ({ subject: row.subject, contents: row.contents.join('\n') })),
    introductoryVideo: text(saved.introductoryVideo),
    introductoryPoster: text(saved.introductoryPoster),
  };
}

export type FormCheck = { ok: true; introduction: CourseIntroductionInput } | { ok: false; problems: ReadonlyMap<string, CourseIntroProblem> };

/** The shared rules on the form; a problem of a content line is shown on its subject's contents field. */
export function checkForm(form: CourseIntroForm): FormCheck {
  const { accountId: _author, ...fields } = form;
  const check = checkCourseIntroduction({
    ...fields,
    detailedProgramMap: form.detailedProgramMap.map((row) => ({ subject: row.subject, contents: row.contents.split('\n') })),
  });
  if (check.ok) return { ok: true, introduction: check.value };
  const problems = new Map<string, CourseIntroProblem>();
  for (const { field, problem } of check.problems) {
    const shown = field.replace(/^(detailedProgramMap\.\d+\.contents)\.\d+$/, '$1');
    if (!problems.has(shown)) problems.set(shown, problem);
  }
  return { ok: false, problems };
}
