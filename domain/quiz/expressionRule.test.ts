import { describe, expect, it } from 'vitest';
import { expressionFor, expressionProblems } from './expressionRule.ts';

const twoForms = ['form-1', 'form-2'];

describe('a logic expression is checked only in expression mode', () => {
  it.each([
    ['A & B', true, []],
    ['A + B >= 1', true, []],
    ['', true, []],
    ['   ', true, []],
    ['A & C', true, ['invalidExpression']],
    ['A * B', true, ['invalidExpression']],
    ['(A | B', true, ['invalidExpression']],
    ['A * B', false, []],
  ])('%j with useExpression %s gives %j', (code, useExpression, codes) => {
    const problems = expressionProblems({ useExpression, prerequisites: twoForms, expression: expressionFor(code, twoForms) });
    expect(problems.map((problem) => problem.code)).toEqual(codes);
    expect(problems.every((problem) => problem.path === 'expression.code')).toBe(true);
  });

  it('names only the chosen quizzes: with none chosen, any alias is unknown', () => {
    expect(expressionProblems({ useExpression: true, prerequisites: [], expression: { code: 'A', parameters: [] } })).toHaveLength(1);
  });

  it('gives the chosen quizzes the aliases A, B, ... in order', () => {
    expect(expressionFor('A|B', twoForms)).toEqual({
      code: 'A|B',
      parameters: [
        { id: 'form-1', alias: 'A' },
        { id: 'form-2', alias: 'B' },
      ],
    });
  });
});
