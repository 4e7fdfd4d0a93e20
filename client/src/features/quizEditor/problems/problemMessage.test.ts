// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PROBLEM_CODES } from '../../../../../domain/quiz/document.ts';
import { EDITOR_PROBLEM_CODES } from '../../../../../domain/quiz/editorRules.ts';
import { addAdminTexts } from '../../../i18n/adminTexts.ts';
import { createTestI18n } from '../../../test/i18n.ts';
import { problemLocation } from './problemLocation.ts';
import { problemMessage } from './problemMessage.ts';

const i18n = createTestI18n('en');
addAdminTexts(i18n);
const { t } = i18n;
const problem = (code: string, path = '') => ({ path, code, message: '' });

describe('the editor’s problems are shown in words', () => {
  it.each([...EDITOR_PROBLEM_CODES, ...DOCUMENT_PROBLEM_CODES, 'passGrade_too_high', 'invalidExpression', 'invalidImportFile'])(
    '%s has a message of its own',
    (code) => {
      expect(i18n.exists(`quizEditor.problems.${code}`)).toBe(true);
    },
  );

  it('says which limit a pass grade exceeds', () => {
    expect(problemMessage(t, problem('passGrade_too_high'), { externalGrades: false })).toBe(
      'The pass grade is higher than the total of the question weights.',
    );
    expect(problemMessage(t, problem('passGrade_too_high'), { externalGrades: true })).toBe(
      'The pass grade is higher than the maximum external grade.',
    );
  });

  it.each([
    ['sections.1.questions.0.choices.0', 'Section 2, question 1'],
    ['sections.2.name', 'Section 3'],
    ['questions.4.text', 'Question 5'],
    ['passGrade', 'Pass grade'],
    ['fullGradeDeadline.time', 'Full-grade deadline'],
    ['somethingElse', 'Settings'],
    ['', 'The quiz'],
  ])('a problem at %s is located as %j', (path, location) => {
    expect(problemLocation(t, path)).toBe(location);
  });
});
