// Date-of-birth rule for registration. The date is a calendar date written
// YYYY-MM-DD with no time zone; `today` is read by its UTC calendar day so the
// rule gives the same answer on every server. Someone born on 29 February
// turns a year older on 1 March in common years.

export const MIN_AGE = 16;
export const MAX_AGE = 120;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export type DateOfBirthProblem = 'invalidDateOfBirth' | 'minimumAge';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD (so not 2023-02-29 or 2024-13-01), else null. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// The proleptic Gregorian calendar, as Date counts it (grading reads dates
// often, so no Date is made for it).
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

export function calendarDateOf(instant: Date): CalendarDate {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  };
}

/** Whole years from birth to `today`; negative when the birth date is in the future. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const birthdayReached =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (birthdayReached ? 0 : 1);
}

function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  if (a.year !== b.year) return a.year > b.year;
  if (a.month !== b.month) return a.month > b.month;
  return a.day > b.day;
}

/**
 * Null when the date is acceptable. Too young gives minimumAge; a malformed
 * or impossible date, a date after today, or an age above MAX_AGE gives
 * invalidDateOfBirth.
 */
export function dateOfBirthProblem(value: string, today: Date): DateOfBirthProblem | null {
  const birth = parseCalendarDate(value);
  if (!birth) return 'invalidDateOfBirth';
  const todayDate = calendarDateOf(today);
  if (isAfter(birth, todayDate)) return 'invalidDateOfBirth';
  const age = ageOn(birth, todayDate);
  if (age > MAX_AGE) return 'invalidDateOfBirth';
  if (age < MIN_AGE) return 'minimumAge';
  return null;
}
