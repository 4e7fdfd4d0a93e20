import { describe, expect, it } from 'vitest';
import {
  MAX_AGE,
  MIN_AGE,
  ageOn,
  calendarDateOf,
  dateOfBirthProblem,
  parseCalendarDate,
} from './dateOfBirth.ts';

describe('parseCalendarDate accepts only real dates written YYYY-MM-DD', () => {
  it.each([
    ['2000-01-31', { year: 2000, month: 1, day: 31 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['0050-02-28', { year: 50, month: 2, day: 28 }],
    ['2023-02-29', null],
    ['1900-02-29', null],
    ['2024-02-30', null],
    ['2024-04-31', null],
    ['2024-13-01', null],
    ['2024-00-10', null],
    ['2024-01-00', null],
    ['2024-1-5', null],
    ['05/01/2024', null],
    ['2024-01-05T00:00:00Z', null],
    [' 2024-01-05', null],
    ['', null],
  ])('%j parses to %j', (value, expected) => {
    expect(parseCalendarDate(value)).toEqual(expected);
  });
});

describe('ageOn counts whole years, birthday included', () => {
  it.each([
    ['2008-06-15', '2024-06-14', 15],
    ['2008-06-15', '2024-06-15', 16],
    ['2008-06-15', '2024-12-31', 16],
    ['2008-02-29', '2024-02-28', 15],
    ['2008-02-29', '2024-02-29', 16],
    ['2008-02-29', '2025-02-28', 16],
    ['2008-02-29', '2025-03-01', 17],
    ['2024-06-15', '2024-06-15', 0],
    ['2024-06-16', '2024-06-15', -1],
  ])('born %s is %i on %s', (birth, today, expected) => {
    expect(ageOn(parseCalendarDate(birth)!, parseCalendarDate(today)!)).toBe(expected);
  });
});

describe('calendarDateOf reads the UTC calendar day', () => {
  it.each([
    ['2024-06-15T00:00:00Z', { year: 2024, month: 6, day: 15 }],
    ['2024-06-15T23:59:59Z', { year: 2024, month: 6, day: 15 }],
    ['2024-06-15T01:00:00+03:00', { year: 2024, month: 6, day: 14 }],
  ])('%s is %j', (instant, expected) => {
    expect(calendarDateOf(new Date(instant))).toEqual(expected);
  });
});

describe(`dateOfBirthProblem: age ${MIN_AGE} to ${MAX_AGE} inclusive, never in the future`, () => {
  const today = new Date('2024-06-15T10:00:00Z');

  it.each([
    ['2008-06-15', null],
    ['1904-06-15', null],
    ['1903-06-16', null],
    ['1990-01-01', null],
    ['2008-06-16', 'minimumAge'],
    ['2024-06-15', 'minimumAge'],
    ['1903-06-15', 'invalidDateOfBirth'],
    ['2024-06-16', 'invalidDateOfBirth'],
    ['2030-01-01', 'invalidDateOfBirth'],
    ['2001-02-30', 'invalidDateOfBirth'],
    ['15-06-2000', 'invalidDateOfBirth'],
    ['', 'invalidDateOfBirth'],
  ])('born %j gives %j on 2024-06-15', (value, expected) => {
    expect(dateOfBirthProblem(value, today)).toBe(expected);
  });
});
