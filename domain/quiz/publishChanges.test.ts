import { describe, expect, it } from 'vitest';
import { changesNothing, publishChanges } from './publishChanges.ts';
import { newQuiz } from './questionDefaults.ts';
import type { Question, Quiz } from './types.ts';

const choice = (id: string, text: string, weight = 1, correctAnswer = 1): Question => ({ id, type: 0, text, choices: ['a', 'b'], correctAnswer, weight });

function quiz(questions: Question[][], settings: Partial<Quiz> = {}): Quiz {
  return {
    ...newQuiz(),
    name: 'Final',
    sections: questions.map((inSection, index) => ({ id: `s${index}`, name: `Part ${index + 1}`, questions: inSection })),
    ...settings,
  } as Quiz;
}

describe('what publishing changes for learners', () => {
  const published = quiz([[choice('q1', 'Capital of Oman?'), choice('q2', '<p>Two   plus two?</p>', 2)], [choice('q3', 'Largest ocean?')]]);

  it('lists every question as new when the quiz was never published, with the points learners can earn', () => {
    const changes = publishChanges(null, published);
    expect(changes.firstPublication).toBe(true);
    expect(changes.added.map((row) => [row.place, row.text])).toEqual([
      ['1.1', 'Capital of Oman?'],
      ['1.2', 'Two plus two?'],
      ['2.1', 'Largest ocean?'],
    ]);
    expect(changes.maxGrade).toEqual({ from: 0, to: 4 });
    expect(changesNothing(changes)).toBe(false);
  });

  it('finds added, removed, reworded and re-weighted questions by their id, wherever they moved', () => {
    const next = quiz([[choice('q3', 'Largest ocean?'), choice('q2', '<p>Two   plus two?</p>', 5)], [choice('q1', 'Capital of Oman?', 1, 2), choice('q4', 'New one')]]);
    const changes = publishChanges(published, next);
    expect(changes.firstPublication).toBe(false);
    expect(changes.added.map((row) => row.place)).toEqual(['2.2']);
    expect(changes.removed).toEqual([]);
    expect(changes.pointsChanged).toEqual([{ id: 'q2', place: '1.2', text: 'Two plus two?', from: 2, to: 5 }]);
    // a different correct answer is a change learners' results feel; the points alone are not a rewording
    expect(changes.reworded.map((row) => row.id)).toEqual(['q1']);
    expect(changes.maxGrade).toEqual({ from: 4, to: 8 });
  });

  it('names a removed question by its place in the published quiz', () => {
    const changes = publishChanges(published, quiz([[choice('q1', 'Capital of Oman?')], [choice('q3', 'Largest ocean?')]]));
    expect(changes.removed).toEqual([{ id: 'q2', place: '1.2', text: 'Two plus two?' }]);
  });

  it('counts a complete-the-spaces question as its weight per space', () => {
    const spaces = (count: number): Question => ({
      id: 'q9',
      type: 2,
      weight: 2,
      fields: Array.from({ length: count }, () => ({ type: 'space' as const, values: ['x'] })),
    });
    const changes = publishChanges(quiz([[spaces(2)]]), quiz([[spaces(3)]]));
    expect(changes.pointsChanged.map(({ from, to }) => [from, to])).toEqual([[4, 6]]);
  });

  it('lists the settings learners meet that differ, and nothing for key order or an unchanged copy', () => {
    const same = JSON.parse(JSON.stringify(published)) as Quiz;
    expect(changesNothing(publishChanges(published, same))).toBe(true);
    const next = { ...published, allowedTime: 30, passGrade: 2, remarks: 'only for the owner' };
    expect(publishChanges(published, next).settingsChanged).toEqual(['passGrade', 'allowedTime']);
  });

  it('trims a long question text to one line', () => {
    const long = 'word '.repeat(40);
    const [row] = publishChanges(null, quiz([[choice('q1', long)]])).added;
    expect(row.text.length).toBe(80);
    expect(row.text.endsWith('…')).toBe(true);
  });
});
