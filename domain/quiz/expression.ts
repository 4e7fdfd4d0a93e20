// Logic expressions that open a program, item or quiz (admin spec: "Logic
// expression"). An expression names quizzes by alias (A, B, ... Z, AA, ...)
// and is read by a small recursive-descent parser: it is never handed to
// eval() or Function(), so an expression can only ever compute a number.
//
// Grammar, loosest binding first:
//   or         := and ('|' and)*                      '||' is read as '|'
//   and        := comparison ('&' comparison)*        '&&' is read as '&'
//   comparison := sum [('>' | '<' | '>=' | '<=' | '=' | '<>') sum]
//                                                     '==' is read as '='
//   sum        := unary (('+' | '-') unary)*
//   unary      := '-'* primary
//   primary    := integer | alias | '(' or ')'
// A comparison, '&' and '|' give 1 or 0; '&' and '|' are logical (non-zero is
// true), not bitwise. Comparisons do not chain: 'A<B<C' is rejected, write
// '(A<B)&(B<C)'. Only the space character separates tokens. The expression
// holds when its value is non-zero.

import type { ErrorCode } from '../errors.ts';

export interface ExpressionParameter {
  /** the quiz id */
  id: string;
  /** upper-case letters: A, B, ... Z, AA, AB ... */
  alias: string;
}

export interface LogicExpression {
  code: string;
  parameters: ExpressionParameter[];
}

/** A variable's value: a number as is, or a pass flag as 1 (true) or 0 (false). */
export type ExpressionValues = Readonly<Record<string, number | boolean>>;

/** Longer expressions are rejected before they are read. */
export const MAX_EXPRESSION_LENGTH = 1000;
/** Deeper parentheses are rejected, so reading never runs out of stack. */
export const MAX_NESTING_DEPTH = 20;

export type ExpressionProblem =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'invalidParameter'
  | 'unexpectedCharacter'
  | 'unknownAlias'
  | 'numberTooLarge'
  | 'expectedOperand'
  | 'unexpectedToken'
  | 'unbalancedParenthesis'
  | 'chainedComparison';

export interface ExpressionError {
  ok: false;
  code: Extract<ErrorCode, 'invalidExpression'>;
  /** index in the code of the offending character (the code's length: its end) */
  at: number;
  problem: ExpressionProblem;
}

export type ExpressionCheck = { ok: true } | ExpressionError;
export type ExpressionEvaluation = { ok: true; value: number; holds: boolean } | ExpressionError;

const ALIAS = /^[A-Z]+$/;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/** 0 → A, 25 → Z, 26 → AA, 27 → AB, 701 → ZZ, 702 → AAA. */
export function aliasFor(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`alias index must be a whole number ≥ 0, got ${index}`);
  }
  let alias = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    alias = String.fromCharCode(65 + ((rest - 1) % 26)) + alias;
  }
  return alias;
}

/** One parameter per quiz, aliased in order: the editor's starting point. */
export function expressionParameters(quizIds: readonly string[]): ExpressionParameter[] {
  return quizIds.map((id, index) => ({ id, alias: aliasFor(index) }));
}

/**
 * Whether the code is a well-formed expression over these aliases: the spec's
 * character rule (with every alias read as 1, only ( ) & | + - > < = digits
 * and space remain) and the grammar above. The first problem is reported.
 */
export function checkExpressionSyntax(code: string, aliases: readonly string[]): ExpressionCheck {
  if (!aliases.every((alias) => ALIAS.test(alias))) return failure(0, 'invalidParameter');
  const result = read(code, new Map(aliases.map((alias) => [alias, 1])));
  return result.ok ? { ok: true } : result;
}

/**
 * The expression's value with each alias replaced by its quiz's value. A quiz
 * missing from `values` (or with a non-finite number) counts as 0. Never
 * throws: any malformed expression or parameter list is an ExpressionError.
 */
export function evaluateExpression(expression: LogicExpression, values: ExpressionValues): ExpressionEvaluation {
  const variables = new Map<string, number>();
  for (const parameter of expression.parameters ?? []) {
    if (!ALIAS.test(parameter.alias) || variables.has(parameter.alias)) return failure(0, 'invalidParameter');
    variables.set(parameter.alias, valueOf(values, parameter.id));
  }
  const result = read(expression.code, variables);
  return result.ok ? { ok: true, value: result.value, holds: result.value !== 0 } : result;
}

function valueOf(values: ExpressionValues, quizId: string): number {
  // Object.hasOwn: a quiz id such as 'constructor' must not reach the prototype.
  const value = Object.hasOwn(values, quizId) ? values[quizId] : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function failure(at: number, problem: ExpressionProblem): ExpressionError {
  return { ok: false, code: 'invalidExpression', at, problem };
}

type Comparison = '>' | '<' | '>=' | '<=' | '=' | '<>';
type Operator = Comparison | '|' | '&' | '+' | '-';
type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'operator'; operator: Operator; at: number }
  | { kind: '(' | ')' | 'end'; at: number };

// Longest first, so '>=' is not read as '>' then '='.
const OPERATORS: readonly [string, Operator][] = [
  ['>=', '>='], ['<=', '<='], ['<>', '<>'], ['==', '='], ['&&', '&'], ['||', '|'],
  ['>', '>'], ['<', '<'], ['=', '='], ['&', '&'], ['|', '|'], ['+', '+'], ['-', '-'],
];

type Read = { ok: true; value: number } | ExpressionError;

function read(code: string, variables: ReadonlyMap<string, number>): Read {
  if (typeof code !== 'string' || code.trim() === '') return failure(0, 'empty');
  if (code.length > MAX_EXPRESSION_LENGTH) return failure(MAX_EXPRESSION_LENGTH, 'tooLong');
  const tokens = tokenize(code, variables);
  return Array.isArray(tokens) ? new Parser(tokens).parse() : tokens;
}

function tokenize(code: string, variables: ReadonlyMap<string, number>): Token[] | ExpressionError {
  const tokens: Token[] = [];
  let index = 0;
  while (index < code.length) {
    const character = code[index];
    if (character === ' ') {
      index += 1;
    } else if (LETTER.test(character)) {
      const end = runEnd(code, index, LETTER);
      const value = variables.get(code.slice(index, end));
      if (value === undefined) return failure(index, 'unknownAlias');
      tokens.push({ kind: 'number', value, at: index });
      index = end;
    } else if (DIGIT.test(character)) {
      const end = runEnd(code, index, DIGIT);
      const value = Number(code.slice(index, end));
      if (!Number.isSafeInteger(value)) return failure(index, 'numberTooLarge');
      tokens.push({ kind: 'number', value, at: index });
      index = end;
    } else if (character === '(' || character === ')') {
      tokens.push({ kind: character, at: index });
      index += 1;
    } else {
      const match = OPERATORS.find(([text]) => code.startsWith(text, index));
      if (match === undefined) return failure(index, 'unexpectedCharacter');
      tokens.push({ kind: 'operator', operator: match[1], at: index });
      index += match[0].length;
    }
  }
  tokens.push({ kind: 'end', at: code.length });
  return tokens;
}

function runEnd(code: string, start: number, pattern: RegExp): number {
  let end = start;
  while (end < code.length && pattern.test(code[end])) end += 1;
  return end;
}

const COMPARISONS: ReadonlySet<Operator> = new Set<Comparison>(['>', '<', '>=', '<=', '=', '<>']);

function isComparison(operator: Operator): operator is Comparison {
  return COMPARISONS.has(operator);
}

/** Thrown only inside the parser to unwind; read() turns it into a value. */
class ParseFailure {
  constructor(readonly error: ExpressionError) {}
}

class Parser {
  private position = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Read {
    try {
      const value = this.or();
      const next = this.peek();
      if (next.kind === ')') this.fail(next.at, 'unbalancedParenthesis');
      if (next.kind !== 'end') this.fail(next.at, 'unexpectedToken');
      return { ok: true, value };
    } catch (thrown) {
      if (thrown instanceof ParseFailure) return thrown.error;
      throw thrown;
    }
  }

  private or(): number {
    let value = this.and();
    while (this.takeOperator('|')) {
      const right = this.and();
      value = value !== 0 || right !== 0 ? 1 : 0;
    }
    return value;
  }

  private and(): number {
    let value = this.comparison();
    while (this.takeOperator('&')) {
      const right = this.comparison();
      value = value !== 0 && right !== 0 ? 1 : 0;
    }
    return value;
  }

  private comparison(): number {
    const left = this.sum();
    const token = this.peek();
    if (token.kind !== 'operator' || !isComparison(token.operator)) return left;
    this.position += 1;
    const right = this.sum();
    const after = this.peek();
    if (after.kind === 'operator' && isComparison(after.operator)) this.fail(after.at, 'chainedComparison');
    return compare(token.operator, left, right) ? 1 : 0;
  }

  private sum(): number {
    let value = this.unary();
    for (;;) {
      if (this.takeOperator('+')) value += this.unary();
      else if (this.takeOperator('-')) value -= this.unary();
      else return value;
    }
  }

  private unary(): number {
    let sign = 1;
    while (this.takeOperator('-')) sign = -sign;
    return sign * this.primary();
  }

  private primary(): number {
    const token = this.peek();
    if (token.kind === 'number') {
      this.position += 1;
      return token.value;
    }
    if (token.kind !== '(') return this.fail(token.at, 'expectedOperand');
    this.depth += 1;
    if (this.depth > MAX_NESTING_DEPTH) this.fail(token.at, 'tooDeep');
    this.position += 1;
    const value = this.or();
    if (this.peek().kind !== ')') this.fail(token.at, 'unbalancedParenthesis');
    this.position += 1;
    this.depth -= 1;
    return value;
  }

  private peek(): Token {
    return this.tokens[this.position];
  }

  private takeOperator(operator: Operator): boolean {
    const token = this.peek();
    if (token.kind !== 'operator' || token.operator !== operator) return false;
    this.position += 1;
    return true;
  }

  private fail(at: number, problem: ExpressionProblem): never {
    throw new ParseFailure(failure(at, problem));
  }
}

function compare(operator: Comparison, left: number, right: number): boolean {
  switch (operator) {
    case '>':
      return left > right;
    case '<':
      return left < right;
    case '>=':
      return left >= right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '<>':
      return left !== right;
  }
}
