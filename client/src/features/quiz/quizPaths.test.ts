import { describe, expect, it } from 'vitest';
import { infoPath, quizAnswerPath, quizGlobalId, quizViewPath } from './quizPaths.ts';
import { safeLink } from './safeLink.ts';

describe('quiz links', () => {
  it.each([
    ['a GraphQL id stays as it is', btoa('Quiz:abc'), btoa('Quiz:abc')],
    ['a raw id of an older link becomes the GraphQL id', 'cmabc123', btoa('Quiz:cmabc123')],
    ['a base64 id of another type is read as a raw id', btoa('Program:abc'), btoa(`Quiz:${btoa('Program:abc')}`)],
  ])('%s', (_label, code, expected) => {
    expect(quizGlobalId(code)).toBe(expected);
  });

  it('carry their values in the query, leaving out the empty ones', () => {
    expect(quizViewPath({ quizId: 'Q', isForm: true, accountId: 'D' })).toBe('/QuizView?quiz=Q&isForm=true&accountId=D');
    expect(quizViewPath({ quizId: 'Q' })).toBe('/QuizView?quiz=Q');
    expect(quizAnswerPath({ quizId: 'Q', reason: 'quizTimeExpired' })).toBe('/QuizAnswerView?quiz=Q&reason=quizTimeExpired');
    expect(infoPath({ kind: 'result', quizId: 'Q', result: 0, maxGrade: 6, link: null })).toBe('/Info?kind=result&quiz=Q&result=0&max=6');
  });
});

describe('links shown from URLs and settings', () => {
  it.each([
    ['https://example.com/next', 'https://example.com/next'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeLink(value)).toBe(expected);
  });
});
