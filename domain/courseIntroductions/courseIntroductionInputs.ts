// What the course introductions' calls take, as schemas (docs/architecture.md,
// "An input"). The introduction's own fields keep the dialog's rules
// (courseIntroduction.ts): a refusal answers the first problem's code, its
// field path ('statistics.0.count') and the problem, as the form shows it.
// The legacy bodies name rows by their ids: the account by courseIntro.author
// (or accountId), the introduction by courseIntro._id or courseIntroId.
import { z } from 'zod';
import { normalizeOrganizationAlias } from '../organization/alias.ts';
import { checkCourseIntroduction, type CourseIntroProblem } from './courseIntroduction.ts';

const invalid = { error: 'invalid_data_entry' } as const;

/** The problems with a code of their own in the catalogue; any other is invalid_data_entry. */
const OWN_CODES: readonly CourseIntroProblem[] = ['invalidLink', 'invalid_youtube_video', 'invalidColor'];

/** Anything not an object reads as an empty one (whose name is then required). */
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Every field of an introduction, checked by the dialog's rules: the saved fields, or the first problem. */
export const courseIntroductionFields = z.unknown().optional().transform((value, context) => {
  const check = checkCourseIntroduction(value);
  if (check.ok) return check.value;
  const [{ field, problem }] = check.problems;
  // the whole path is the field the form and the legacy answer name
  context.addIssue({ code: 'custom', message: OWN_CODES.includes(problem) ? problem : 'invalid_data_entry', path: [field], params: { details: { field, problem } } });
  return z.NEVER;
});

/** A row's id as the legacy bodies carry it: text of at most 200 characters, trimmed, not blank. */
const rowId = z
  .string(invalid)
  .refine((id) => id.trim() !== '' && id.length <= 200, invalid)
  .transform((id) => id.trim());

/** An optional row id: none (undefined, null or '') is null. */
const optionalRowId = z.preprocess((value) => (value === undefined || value === null || value === '' ? null : value), rowId.nullable());

/** admin/getCourseIntroductions: of one account when named, else of the whole organisation. */
export const courseIntroductionList = z.object({ accountId: optionalRowId });

/** admin/addCourseIntroduction: the fields first, then the author (courseIntro.author, or the body's accountId). */
export const courseIntroductionAddition = z.preprocess(
  (body) => {
    const courseIntro = asObject(asObject(body).courseIntro);
    return { courseIntro, author: courseIntro.author ?? asObject(body).accountId };
  },
  z.object({ courseIntro: courseIntroductionFields, author: rowId }),
);

/** admin/updateCourseIntroduction: the introduction (courseIntro._id), its fields, then a new author if named. */
export const courseIntroductionChange = z.preprocess(
  (body) => {
    const courseIntro = asObject(asObject(body).courseIntro);
    return { _id: courseIntro._id, courseIntro, author: courseIntro.author };
  },
  z.object({ _id: rowId, courseIntro: courseIntroductionFields, author: optionalRowId }),
);

/** admin/deleteCourseIntroduction and user/getCourseIntroduction: the introduction. */
export const courseIntroductionChoice = z.object({ courseIntroId: rowId });

/** An organisation's alias as a visitor types it: normalised; a malformed one is refused. */
export const organizationAliasQuery = z
  .string(invalid)
  .max(200, invalid)
  .transform(normalizeOrganizationAlias)
  .refine((alias) => alias !== null, invalid)
  .transform((alias) => alias as string);

/** user/getCourseIntroductionsByOrg. */
export const courseIntroductionsByOrg = z.object({ orgAlias: organizationAliasQuery });
