import { describe, expect, it } from 'vitest';
import {
  MAX_EXPRESSION_LENGTH,
  MAX_NESTING_DEPTH,
  aliasFor,
  checkExpressionSyntax,
  evaluateExpression,
  expressionParameters,
  type ExpressionProblem,
  type ExpressionValues,
  type LogicExpression,
} from './expression.ts';

const QUIZZES = ['quiz-a', 'quiz-b', 'quiz-c'];
const PARAMETERS = expressionParameters(QUIZZES);

function evaluate(code: string, values: ExpressionValues = {}) {
  return evaluateExpression({ code, parameters: PARAMETERS }, values);
}

describe('aliasFor names quizzes with letters from A, then two letters after Z', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('index %i is %s', (index, alias) => {
    expect(aliasFor(index)).toBe(alias);
  });

  it.each([-1, 1.5, Number.NaN])('index %s is a programming error', (index) => {
    expect(() => aliasFor(index)).toThrow(RangeError);
  });

  it('expressionParameters gives each quiz the alias of its position', () => {
    expect(expressionParameters(['x', 'y'])).toEqual([
      { id: 'x', alias: 'A' },
      { id: 'y', alias: 'B' },
    ]);
  });
});

describe('checkExpressionSyntax: with aliases read as 1, only ( ) & | + - > < = digits and space remain', () => {
  it.each([
    'A',
    'A & B',
    'A|B|C',
    '(A | B) & C',
    'A+B+C>=2',
    'A + B + C >= 2',
    'A=1',
    'A==1',
    'A<>B',
    'A&&B||C',
    '-A + 3 > 0',
    '((A))',
    '10',
  ])('%j is accepted', (code) => {
    expect(checkExpressionSyntax(code, ['A', 'B', 'C'])).toEqual({ ok: true });
  });

  it.each<[string, number, ExpressionProblem]>([
    ['A * B', 2, 'unexpectedCharacter'],
    ['A / 2', 2, 'unexpectedCharacter'],
    ['!A', 0, 'unexpectedCharacter'],
    ['A != B', 2, 'unexpectedCharacter'],
    ['A\tB', 1, 'unexpectedCharacter'],
    ['1.5 < A', 1, 'unexpectedCharacter'],
    ['D', 0, 'unknownAlias'],
    ['A & d', 4, 'unknownAlias'],
    ['a', 0, 'unknownAlias'],
    ['AB', 0, 'unknownAlias'],
    ['A & ب', 4, 'unexpectedCharacter'],
  ])('%j is rejected at %i (%s)', (code, at, problem) => {
    expect(checkExpressionSyntax(code, ['A', 'B', 'C'])).toEqual({ ok: false, code: 'invalidExpression', at, problem });
  });

  it('reads multi-letter aliases as one name', () => {
    expect(checkExpressionSyntax('AA & AB', ['A', 'B', 'AA', 'AB'])).toEqual({ ok: true });
  });

  it('rejects aliases that are not upper-case letters', () => {
    expect(checkExpressionSyntax('a', ['a'])).toMatchObject({ ok: false, at: 0, problem: 'invalidParameter' });
  });
});

describe('checkExpressionSyntax rejects malformed expressions with the position of the problem', () => {
  it.each<[string, string, number, ExpressionProblem]>([
    ['an empty code', '', 0, 'empty'],
    ['a blank code', '   ', 0, 'empty'],
    ['a dangling AND', 'A &', 3, 'expectedOperand'],
    ['a dangling OR', 'A|', 2, 'expectedOperand'],
    ['a leading operator', '& A', 0, 'expectedOperand'],
    ['two operators in a row', 'A & | B', 4, 'expectedOperand'],
    ['a dangling comparison', 'A >=', 4, 'expectedOperand'],
    ['a unary plus', '+A', 0, 'expectedOperand'],
    ['an unclosed parenthesis', '(A & B', 0, 'unbalancedParenthesis'],
    ['an inner unclosed parenthesis', '(A & (B)', 0, 'unbalancedParenthesis'],
    ['an unopened parenthesis', 'A & B)', 5, 'unbalancedParenthesis'],
    ['empty parentheses', '()', 1, 'expectedOperand'],
    ['two operands side by side', 'A B', 2, 'unexpectedToken'],
    ['an alias followed by a digit', 'A1', 1, 'unexpectedToken'],
    ['an operand before a parenthesis', 'A (B)', 2, 'unexpectedToken'],
    ['a chained comparison', 'A < B < C', 6, 'chainedComparison'],
    ['a spaced-out >=', 'A > = 1', 4, 'expectedOperand'],
    ['=>, which is not an operator', 'A => 1', 3, 'expectedOperand'],
    ['a triple equals', 'A === 1', 4, 'expectedOperand'],
    ['a number beyond the safe integers', 'A < 99999999999999999999', 4, 'numberTooLarge'],
  ])('%s (%j) at %i', (_rule, code, at, problem) => {
    expect(checkExpressionSyntax(code, ['A', 'B', 'C'])).toEqual({ ok: false, code: 'invalidExpression', at, problem });
  });
});

describe('adversarial expressions are rejected as invalidExpression and never run', () => {
  it.each<[string, number, ExpressionProblem]>([
    ['eval', 0, 'unknownAlias'],
    ["eval('1')", 0, 'unknownAlias'],
    ['constructor', 0, 'unknownAlias'],
    ['A.constructor', 1, 'unexpectedCharacter'],
    ['__proto__', 0, 'unexpectedCharacter'],
    ['A;process.exit()', 1, 'unexpectedCharacter'],
    ['Function("return 1")()', 0, 'unknownAlias'],
    ['A||globalThis', 3, 'unknownAlias'],
    ['`${A}`', 0, 'unexpectedCharacter'],
    ['A\n|B', 1, 'unexpectedCharacter'],
  ])('%j is rejected at %i (%s)', (code, at, problem) => {
    expect(evaluate(code)).toEqual({ ok: false, code: 'invalidExpression', at, problem });
  });

  it(`accepts parentheses nested ${MAX_NESTING_DEPTH} deep`, () => {
    const code = '('.repeat(MAX_NESTING_DEPTH) + 'A' + ')'.repeat(MAX_NESTING_DEPTH);
    expect(evaluate(code, { 'quiz-a': true })).toEqual({ ok: true, value: 1, holds: true });
  });

  it(`rejects parentheses nested deeper than ${MAX_NESTING_DEPTH} at the first parenthesis too many`, () => {
    const depth = MAX_NESTING_DEPTH + 1;
    const code = '('.repeat(depth) + 'A' + ')'.repeat(depth);
    expect(evaluate(code)).toEqual({ ok: false, code: 'invalidExpression', at: MAX_NESTING_DEPTH, problem: 'tooDeep' });
  });

  it('rejects 400 unclosed parentheses for depth, not by running out of stack', () => {
    expect(evaluate('('.repeat(400))).toMatchObject({ ok: false, problem: 'tooDeep' });
  });

  it(`rejects a code longer than ${MAX_EXPRESSION_LENGTH} characters before reading it`, () => {
    expect(evaluate('A|'.repeat(5000))).toEqual({
      ok: false,
      code: 'invalidExpression',
      at: MAX_EXPRESSION_LENGTH,
      problem: 'tooLong',
    });
  });

  it('accepts a long chain that fits the length limit', () => {
    const code = Array.from({ length: 250 }, () => 'A').join('&');
    expect(code.length).toBeLessThanOrEqual(MAX_EXPRESSION_LENGTH);
    expect(evaluate(code, { 'quiz-a': true })).toEqual({ ok: true, value: 1, holds: true });
  });

  it('rejects 10,000 minus signs for length', () => {
    expect(evaluate('-'.repeat(10_000) + 'A')).toMatchObject({ ok: false, problem: 'tooLong' });
  });

  it('reads a quiz id such as constructor or __proto__ as a quiz without a value', () => {
    const expression: LogicExpression = {
      code: 'A | B',
      parameters: [
        { id: 'constructor', alias: 'A' },
        { id: '__proto__', alias: 'B' },
      ],
    };
    expect(evaluateExpression(expression, {})).toEqual({ ok: true, value: 0, holds: false });
  });
});

describe('evaluateExpression: a pass flag is 1 or 0, a number is itself, and a non-zero value holds', () => {
  const passedAOnly = { 'quiz-a': true, 'quiz-b': false };

  it.each<[string, ExpressionValues, number]>([
    ['A', passedAOnly, 1],
    ['B', passedAOnly, 0],
    ['A & B', passedAOnly, 0],
    ['A && B', passedAOnly, 0],
    ['A | B', passedAOnly, 1],
    ['A || B', passedAOnly, 1],
    ['A + B + C >= 2', { 'quiz-a': true, 'quiz-b': false, 'quiz-c': true }, 1],
    ['A + B + C >= 2', { 'quiz-a': true, 'quiz-b': false, 'quiz-c': false }, 0],
    ['A >= 5', { 'quiz-a': 7 }, 1],
    ['A >= 5', { 'quiz-a': 4 }, 0],
    ['A <= 5', { 'quiz-a': 5 }, 1],
    ['A > 5', { 'quiz-a': 5 }, 0],
    ['A < 5', { 'quiz-a': 4.5 }, 1],
    ['A = 3', { 'quiz-a': 3 }, 1],
    ['A == 3', { 'quiz-a': 2 }, 0],
    ['A <> 3', { 'quiz-a': 2 }, 1],
    ['A + B', { 'quiz-a': 3, 'quiz-b': 4 }, 7],
    ['A - B - C', { 'quiz-a': 10, 'quiz-b': 3, 'quiz-c': 2 }, 5],
    ['-A', { 'quiz-a': 2 }, -2],
    ['--A', { 'quiz-a': 2 }, 2],
    ['A - -1', { 'quiz-a': 2 }, 3],
    ['2 & 1', {}, 1],
    ['-1 | 0', {}, 1],
    ['0', {}, 0],
    ['007', {}, 7],
  ])('%j with %j is %d', (code, values, value) => {
    expect(evaluate(code, values)).toEqual({ ok: true, value, holds: value !== 0 });
  });

  it.each<[string, string, number]>([
    ['& binds tighter than | (A | (B & C))', 'A | B & C', 1],
    ['& binds tighter than | ((C & A) | B)', 'C & A | B', 1],
    ['a comparison binds tighter than & (C & (C >= 0))', 'C & C >= 0', 0],
    ['+ binds tighter than a comparison ((3 + A) > 1)', '3 + A > 1', 1],
    ['parentheses override precedence', '(A | B) & C', 0],
    ['- is left-associative ((10 - 3) - 2)', '10 - 3 - 2', 5],
  ])('%s: %j', (_rule, code, value) => {
    expect(evaluate(code, { 'quiz-a': true, 'quiz-b': true, 'quiz-c': false })).toMatchObject({ value });
  });

  it.each<[string, ExpressionValues]>([
    ['missing', {}],
    ['not a finite number', { 'quiz-a': Number.NaN }],
    ['infinite', { 'quiz-a': Number.POSITIVE_INFINITY }],
  ])('a quiz whose value is %s counts as 0', (_case, values) => {
    expect(evaluate('A = 0', values)).toEqual({ ok: true, value: 1, holds: true });
  });

  it('rejects an alias the parameters do not list', () => {
    expect(evaluate('A & D')).toEqual({ ok: false, code: 'invalidExpression', at: 4, problem: 'unknownAlias' });
  });

  it.each<[string, LogicExpression['parameters']]>([
    ['two parameters share an alias', [{ id: 'x', alias: 'A' }, { id: 'y', alias: 'A' }]],
    ['an alias is lower-case', [{ id: 'x', alias: 'a' }]],
    ['an alias is empty', [{ id: 'x', alias: '' }]],
    ['an alias holds a digit', [{ id: 'x', alias: 'A1' }]],
  ])('rejects the parameters when %s', (_case, parameters) => {
    expect(evaluateExpression({ code: 'A', parameters }, {})).toEqual({
      ok: false,
      code: 'invalidExpression',
      at: 0,
      problem: 'invalidParameter',
    });
  });

  it('reports a malformed expression instead of throwing', () => {
    expect(evaluate('(A &')).toEqual({ ok: false, code: 'invalidExpression', at: 4, problem: 'expectedOperand' });
  });
});
