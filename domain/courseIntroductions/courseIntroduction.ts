// A course introduction as the organisation holder saves it (admin spec §3,
// §5): every rule of the dialog, shared by the server (which refuses) and the
// client (which shows the problem under its field). Each rule's message is a
// problem code (COURSE_INTRO_PROBLEMS); courseIntroductionProblems lists them
// by field path ('statistics.0.count').
import { z } from 'zod';
import { applicableColor, PRIMARY_DEFAULT } from '../colors.ts';
import { parseYouTube } from '../media/youtube.ts';
import { STATISTIC_ICONS } from '../organization/statisticIcons.ts';

export const COURSE_LOCATIONS = ['online', 'offline', 'mix'] as const;
export const COURSE_COSTS = ['free', 'paid'] as const;
export type CourseLocation = (typeof COURSE_LOCATIONS)[number];
export type CourseCost = (typeof COURSE_COSTS)[number];

/** Shown when an introduction has no picture (admin spec §9). */
export const DEFAULT_COURSE_PICTURE = '/default-course.jpg';

export const COURSE_INTRO_LIMITS = {
  name: 200,
  shortDescription: 1_000,
  longText: 5_000,
  shortText: 200,
  url: 2_000,
  color: 40,
  count: 1_000_000_000,
  hoursOrLevels: 100_000,
  statistics: 20,
  lecturers: 50,
  subjects: 100,
  contents: 100,
  content: 1_000,
} as const;

/**
 * What is wrong with a field: required (blank after trim), countMustBePositive
 * (a statistic's count below 0), notANumber (not a whole number), tooLong,
 * tooMany (rows), invalidLink, invalid_youtube_video, invalidColor, invalid
 * (anything else: a value of the wrong type).
 */
export const COURSE_INTRO_PROBLEMS = [
  'required',
  'countMustBePositive',
  'notANumber',
  'tooLong',
  'tooMany',
  'invalidLink',
  'invalid_youtube_video',
  'invalidColor',
  'invalid',
] as const;
export type CourseIntroProblem = (typeof COURSE_INTRO_PROBLEMS)[number];

const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
/** '12' is read as 12 (the old client sent its inputs' text); '' as absent */
const numberFromText = (value: unknown) => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return blankToNull(value);
};

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string('invalid').trim().max(max, 'tooLong').nullable()).default(null);

/** An address of a picture: an http(s) URL, or a path of this server's stored files. */
export function isCourseFileAddress(value: string): boolean {
  if (value.startsWith('/files/')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const optionalAddress = z
  .preprocess(blankToNull, z.string('invalid').trim().max(COURSE_INTRO_LIMITS.url, 'tooLong').refine(isCourseFileAddress, 'invalidLink').nullable())
  .default(null);

const wholeNumber = (min: number, max: number, belowMin: CourseIntroProblem) =>
  z.number('notANumber').int('notANumber').min(min, belowMin).max(max, 'tooLong');

const statistic = z.object({
  name: z.string('required').trim().min(1, 'required').max(COURSE_INTRO_LIMITS.name, 'tooLong'),
  count: z.preprocess(numberFromText, wholeNumber(0, COURSE_INTRO_LIMITS.count, 'countMustBePositive').nullable().refine((n) => n !== null, 'required')),
  icon: z.preprocess(blankToNull, z.enum(STATISTIC_ICONS, 'invalid').nullable()).default(null),
});

const lecturer = z.object({
  name: z.string('required').trim().min(1, 'required').max(COURSE_INTRO_LIMITS.name, 'tooLong'),
  title: optionalText(COURSE_INTRO_LIMITS.name),
  pic: optionalAddress,
});

const programMapEntry = z.object({
  subject: z.string('required').trim().min(1, 'required').max(COURSE_INTRO_LIMITS.name, 'tooLong'),
  // blank lines are dropped
  contents: z
    .preprocess((value) => value ?? [], z.array(z.string('invalid').trim().max(COURSE_INTRO_LIMITS.content, 'tooLong'), 'invalid'))
    .pipe(z.array(z.string()).max(COURSE_INTRO_LIMITS.contents, 'tooMany'))
    .transform((lines) => lines.filter((line) => line !== '')),
});

const list = <T extends z.ZodType>(row: T, max: number) =>
  z.preprocess((value) => value ?? [], z.array(row, 'invalid').max(max, 'tooMany'));

export const courseIntroductionSchema = z.object({
  accountName: z.string('required').trim().min(1, 'required').max(COURSE_INTRO_LIMITS.name, 'tooLong'),
  accountColor: z
    .preprocess(
      (value) => blankToNull(value) ?? PRIMARY_DEFAULT,
      z
        .string('invalidColor')
        .trim()
        .max(COURSE_INTRO_LIMITS.color, 'invalidColor')
        .refine((color) => applicableColor(color, '') !== '', 'invalidColor'),
    )
    .transform((color) => applicableColor(color)),
  accountPicture: optionalAddress,
  accountLogo: optionalAddress,
  shortDescription: optionalText(COURSE_INTRO_LIMITS.shortDescription),
  goals: optionalText(COURSE_INTRO_LIMITS.longText),
  duration: optionalText(COURSE_INTRO_LIMITS.shortText),
  numberOfHours: z.preprocess(numberFromText, wholeNumber(0, COURSE_INTRO_LIMITS.hoursOrLevels, 'notANumber').nullable()).default(null),
  numberOfLevels: z.preprocess(numberFromText, wholeNumber(0, COURSE_INTRO_LIMITS.hoursOrLevels, 'notANumber').nullable()).default(null),
  targetGroup: optionalText(COURSE_INTRO_LIMITS.shortDescription),
  location: z.preprocess((value) => blankToNull(value) ?? 'online', z.enum(COURSE_LOCATIONS, 'invalid')),
  category: optionalText(COURSE_INTRO_LIMITS.shortText),
  cost: z.preprocess((value) => blankToNull(value) ?? 'free', z.enum(COURSE_COSTS, 'invalid')),
  statistics: list(statistic, COURSE_INTRO_LIMITS.statistics),
  lecturers: list(lecturer, COURSE_INTRO_LIMITS.lecturers),
  detailedProgramMap: list(programMapEntry, COURSE_INTRO_LIMITS.subjects),
  // a YouTube link or id, kept as the 11-character id
  introductoryVideo: z
    .preprocess(blankToNull, z.string('invalid_youtube_video').max(COURSE_INTRO_LIMITS.url, 'invalid_youtube_video').nullable())
    .default(null)
    .transform((text, context) => {
      if (text === null) return null;
      const video = parseYouTube(text);
      if (video) return video.id;
      context.addIssue({ code: 'custom', message: 'invalid_youtube_video' });
      return z.NEVER;
    }),
  introductoryPoster: optionalAddress,
});

/** The introduction as saved: trimmed, defaults applied, the video reduced to its id. */
export type CourseIntroductionInput = z.output<typeof courseIntroductionSchema>;

export interface FieldProblem {
  /** 'accountName', 'statistics.0.count', 'detailedProgramMap.1.contents.2' */
  field: string;
  problem: CourseIntroProblem;
}

const isProblem = (message: string): message is CourseIntroProblem => (COURSE_INTRO_PROBLEMS as readonly string[]).includes(message);

export type CourseIntroductionCheck = { ok: true; value: CourseIntroductionInput } | { ok: false; problems: FieldProblem[] };

/** The introduction, or every problem of the form (the first per field). */
export function checkCourseIntroduction(input: unknown): CourseIntroductionCheck {
  const parsed = courseIntroductionSchema.safeParse(typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = new Map<string, CourseIntroProblem>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!problems.has(field)) problems.set(field, isProblem(issue.message) ? issue.message : 'invalid');
  }
  return { ok: false, problems: [...problems].map(([field, problem]) => ({ field, problem })) };
}
