import { describe, expect, it } from 'vitest';
import { expressionParameters } from './expression.ts';
import { checkPrerequisites, prerequisitesMet, type PrerequisiteLearner, type PrerequisiteSettings } from './prerequisites.ts';

function learner(passed: string[], tracks: string[] = []): PrerequisiteLearner {
  return { passedQuizIds: new Set(passed), trackIds: new Set(tracks) };
}

const passedQ1 = learner(['q1']);
const passedBoth = learner(['q1', 'q2']);
const passedNone = learner([]);

describe('without prerequisites, tracks or an expression, everything is open', () => {
  it.each<[string, PrerequisiteSettings]>([
    ['no settings at all', {}],
    ['an empty list', { prerequisites: [] }],
    ['an empty list with OR', { prerequisites: [], prerequisitesOperationOR: true }],
    ['null fields from old data', { prerequisites: null, tracks: null, useExpression: null, expression: null }],
    ['an empty track list', { tracks: [] }],
  ])('%s', (_case, settings) => {
    expect(checkPrerequisites(settings, passedNone)).toEqual({ open: true });
  });
});

describe('prerequisite quizzes: all must be passed, or one with the OR switch', () => {
  const both = ['q1', 'q2'];
  it.each<[string, PrerequisiteSettings, PrerequisiteLearner, boolean]>([
    ['AND: both passed opens', { prerequisites: both }, passedBoth, true],
    ['AND: one of two passed stays closed', { prerequisites: both }, passedQ1, false],
    ['AND: none passed stays closed', { prerequisites: both }, passedNone, false],
    ['AND is the default when the switch is false', { prerequisites: both, prerequisitesOperationOR: false }, passedQ1, false],
    ['OR: one of two passed opens', { prerequisites: both, prerequisitesOperationOR: true }, passedQ1, true],
    ['OR: none passed stays closed', { prerequisites: both, prerequisitesOperationOR: true }, passedNone, false],
  ])('%s', (_rule, settings, who, open) => {
    expect(prerequisitesMet(settings, who)).toBe(open);
  });

  it('a closed item says the prerequisites are not passed', () => {
    expect(checkPrerequisites({ prerequisites: ['q1'] }, passedNone)).toEqual({ open: false, reason: 'prerequisitesNotPassed' });
  });
});

describe('tracks: when any are listed the learner must belong to one of them, on top of the prerequisites', () => {
  it.each<[string, PrerequisiteSettings, PrerequisiteLearner, ReturnType<typeof checkPrerequisites>]>([
    ['a learner in a listed track is let in', { tracks: ['t1', 't2'] }, learner([], ['t2']), { open: true }],
    ['a learner in no listed track is kept out', { tracks: ['t1'] }, learner([], ['t9']), { open: false, reason: 'notInTrack' }],
    ['a learner in no track at all is kept out', { tracks: ['t1'] }, passedNone, { open: false, reason: 'notInTrack' }],
    [
      'being in the track does not waive the prerequisites',
      { tracks: ['t1'], prerequisites: ['q1'] },
      learner([], ['t1']),
      { open: false, reason: 'prerequisitesNotPassed' },
    ],
    [
      'passing the prerequisites does not waive the track',
      { tracks: ['t1'], prerequisites: ['q1'] },
      learner(['q1'], []),
      { open: false, reason: 'notInTrack' },
    ],
    [
      'the track also applies in expression mode',
      { tracks: ['t1'], useExpression: true, expression: { code: 'A', parameters: expressionParameters(['q1']) } },
      learner(['q1'], []),
      { open: false, reason: 'notInTrack' },
    ],
  ])('%s', (_rule, settings, who, expected) => {
    expect(checkPrerequisites(settings, who)).toEqual(expected);
  });
});

describe('with useExpression the expression over pass flags decides instead of the list and the OR switch', () => {
  const parameters = expressionParameters(['q1', 'q2', 'q3']);
  const withExpression = (code: string): PrerequisiteSettings => ({
    useExpression: true,
    expression: { code, parameters },
    // ignored in expression mode: on their own they would keep everyone out
    prerequisites: ['q1', 'q2', 'q3'],
    prerequisitesOperationOR: false,
  });

  it.each<[string, string[], boolean]>([
    ['A | B', ['q1'], true],
    ['A & B', ['q1'], false],
    ['A & B', ['q1', 'q2'], true],
    ['A + B + C >= 2', ['q1', 'q2'], true],
    ['A + B + C >= 2', ['q1'], false],
    ['A & (B | C)', ['q1', 'q3'], true],
    ['C = 0', ['q1', 'q2'], true],
  ])('%j for a learner who passed %j: open %s', (code, passed, open) => {
    expect(prerequisitesMet(withExpression(code), learner(passed))).toBe(open);
  });

  it('a held expression opens even though the ignored AND list is not met', () => {
    expect(checkPrerequisites(withExpression('A'), passedQ1)).toEqual({ open: true });
  });

  it('the list decides when useExpression is off, even with an expression stored', () => {
    const settings = { ...withExpression('A'), useExpression: false };
    expect(checkPrerequisites(settings, passedQ1)).toEqual({ open: false, reason: 'prerequisitesNotPassed' });
  });

  it.each<[string, PrerequisiteSettings]>([
    ['no expression', { useExpression: true, expression: null }],
    ['a blank code', { useExpression: true, expression: { code: '  ', parameters } }],
  ])('%s sets no condition', (_case, settings) => {
    expect(checkPrerequisites(settings, passedNone)).toEqual({ open: true });
  });

  it.each(['A &', 'eval(A)', 'A & D', '(((A'])('a malformed expression %j keeps the content closed', (code) => {
    expect(checkPrerequisites(withExpression(code), passedBoth)).toEqual({ open: false, reason: 'invalidExpression' });
  });
});
