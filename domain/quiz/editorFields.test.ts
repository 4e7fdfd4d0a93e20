import { describe, expect, it } from 'vitest';
import { shownSettingGroups } from './editorFields.ts';

describe('the quiz editor hides settings for forms and for externally graded quizzes', () => {
  it.each([
    [
      'a quiz',
      {},
      ['passGrade', 'fullGradeDeadline', 'passLinks', 'excludeFromTotal', 'externalGrades', 'correction'],
    ],
    [
      'an externally graded quiz',
      { externalGrades: true },
      ['passGrade', 'passLinks', 'excludeFromTotal', 'externalGrades', 'maxGradeExternal'],
    ],
    ['a form', { isForm: true }, []],
    ['a form marked as externally graded', { isForm: true, externalGrades: true }, []],
  ])('%s shows %j', (_name, settings, shown) => {
    expect([...shownSettingGroups(settings)]).toEqual(shown);
  });
});
