import { describe, expect, it } from 'vitest';
import { checkCourseIntroduction, type FieldProblem } from './courseIntroduction.ts';

const valid = { accountName: 'Data science' };
const problemsOf = (input: unknown): FieldProblem[] => {
  const check = checkCourseIntroduction(input);
  return check.ok ? [] : check.problems;
};
const valueOf = (input: unknown) => {
  const check = checkCourseIntroduction(input);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  return check.value;
};

describe('course introduction rules', () => {
  it('applies the defaults: colour #1976D2, location online, cost free, empty lists', () => {
    expect(valueOf(valid)).toMatchObject({
      accountName: 'Data science',
      accountColor: '#1976D2',
      location: 'online',
      cost: 'free',
      statistics: [],
      lecturers: [],
      detailedProgramMap: [],
      accountPicture: null,
      introductoryVideo: null,
    });
  });

  it.each([[undefined], [''], ['   '], [42]])('requires accountName after trim (%j)', (accountName) => {
    expect(problemsOf({ accountName })).toEqual([{ field: 'accountName', problem: 'required' }]);
  });

  it('trims the name', () => {
    expect(valueOf({ accountName: '  AI  ' }).accountName).toBe('AI');
  });

  it('requires a statistic name and a count of 0 or more', () => {
    expect(problemsOf({ ...valid, statistics: [{ name: ' ', count: 1 }] })).toEqual([{ field: 'statistics.0.name', problem: 'required' }]);
    expect(problemsOf({ ...valid, statistics: [{ name: 'Learners', count: -1 }] })).toEqual([
      { field: 'statistics.0.count', problem: 'countMustBePositive' },
    ]);
    expect(problemsOf({ ...valid, statistics: [{ name: 'Learners', count: '' }] })).toEqual([{ field: 'statistics.0.count', problem: 'required' }]);
    expect(problemsOf({ ...valid, statistics: [{ name: 'Learners', count: 1.5 }] })).toEqual([{ field: 'statistics.0.count', problem: 'notANumber' }]);
    expect(valueOf({ ...valid, statistics: [{ name: 'Learners', count: '0', icon: 'people' }] }).statistics).toEqual([
      { name: 'Learners', count: 0, icon: 'people' },
    ]);
  });

  it('accepts only the known statistic icons', () => {
    expect(problemsOf({ ...valid, statistics: [{ name: 'A', count: 1, icon: 'skull' }] })).toEqual([{ field: 'statistics.0.icon', problem: 'invalid' }]);
  });

  it('requires a lecturer name and a program-map subject', () => {
    expect(problemsOf({ ...valid, lecturers: [{ name: '', title: 'Dr' }], detailedProgramMap: [{ subject: ' ', contents: [] }] })).toEqual([
      { field: 'lecturers.0.name', problem: 'required' },
      { field: 'detailedProgramMap.0.subject', problem: 'required' },
    ]);
  });

  it('keeps the contents as trimmed lines without blanks', () => {
    expect(valueOf({ ...valid, detailedProgramMap: [{ subject: 'Intro', contents: [' a ', '', 'b'] }] }).detailedProgramMap).toEqual([
      { subject: 'Intro', contents: ['a', 'b'] },
    ]);
    expect(problemsOf({ ...valid, detailedProgramMap: [{ subject: 'Intro', contents: [1] }] })).toEqual([
      { field: 'detailedProgramMap.0.contents.0', problem: 'invalid' },
    ]);
  });

  it('accepts only online, offline or mix and free or paid', () => {
    expect(valueOf({ ...valid, location: 'mix', cost: 'paid' })).toMatchObject({ location: 'mix', cost: 'paid' });
    expect(problemsOf({ ...valid, location: 'moon', cost: 'cheap' })).toEqual([
      { field: 'location', problem: 'invalid' },
      { field: 'cost', problem: 'invalid' },
    ]);
  });

  it('takes hours and levels as whole numbers of 0 or more', () => {
    expect(valueOf({ ...valid, numberOfHours: '12', numberOfLevels: 0 })).toMatchObject({ numberOfHours: 12, numberOfLevels: 0 });
    expect(valueOf({ ...valid, numberOfHours: '' }).numberOfHours).toBeNull();
    expect(problemsOf({ ...valid, numberOfHours: -1, numberOfLevels: 'many' })).toEqual([
      { field: 'numberOfHours', problem: 'notANumber' },
      { field: 'numberOfLevels', problem: 'notANumber' },
    ]);
  });

  it('takes pictures as http(s) URLs or paths of stored files', () => {
    expect(valueOf({ ...valid, accountPicture: '/files/acme/a.png', accountLogo: 'https://cdn.example/logo.png' })).toMatchObject({
      accountPicture: '/files/acme/a.png',
      accountLogo: 'https://cdn.example/logo.png',
    });
    expect(problemsOf({ ...valid, accountPicture: 'javascript:alert(1)', lecturers: [{ name: 'A', pic: '/etc/passwd' }] })).toEqual([
      { field: 'accountPicture', problem: 'invalidLink' },
      { field: 'lecturers.0.pic', problem: 'invalidLink' },
    ]);
  });

  it('reduces the video to its YouTube id and refuses anything else', () => {
    expect(valueOf({ ...valid, introductoryVideo: 'https://youtu.be/dQw4w9WgXcQ?t=5' }).introductoryVideo).toBe('dQw4w9WgXcQ');
    expect(valueOf({ ...valid, introductoryVideo: 'dQw4w9WgXcQ' }).introductoryVideo).toBe('dQw4w9WgXcQ');
    expect(problemsOf({ ...valid, introductoryVideo: 'https://vimeo.com/1' })).toEqual([{ field: 'introductoryVideo', problem: 'invalid_youtube_video' }]);
  });

  it('stores a readable colour as #RRGGBB and refuses an unreadable one', () => {
    expect(valueOf({ ...valid, accountColor: 'rgba(255, 0, 0, 0.5)' }).accountColor).toBe('#FF0000');
    expect(problemsOf({ ...valid, accountColor: 'blurple' })).toEqual([{ field: 'accountColor', problem: 'invalidColor' }]);
  });

  it('limits lengths and rows', () => {
    expect(problemsOf({ ...valid, shortDescription: 'x'.repeat(1_001) })).toEqual([{ field: 'shortDescription', problem: 'tooLong' }]);
    expect(problemsOf({ ...valid, statistics: Array.from({ length: 21 }, () => ({ name: 'a', count: 1 })) })).toEqual([
      { field: 'statistics', problem: 'tooMany' },
    ]);
  });

  it('refuses a non-object and ignores unknown keys', () => {
    expect(problemsOf('text')).toEqual([{ field: 'accountName', problem: 'required' }]);
    expect(valueOf({ ...valid, _id: 'x', author: 'y' })).not.toHaveProperty('_id');
  });
});
