import { describe, expect, it } from 'vitest';
import { formTracks, tracksFromAnswers } from './tracks.ts';
import type { QuizContent } from './types.ts';

const form: QuizContent = {
  version: 2,
  sections: [
    {
      id: 's1',
      name: 'Registration',
      questions: [
        { id: 'name', type: 1, text: 'Your name' },
        { id: 'track', type: 7, text: 'Which track?', choices: ['Morning', 'Evening', ' '], courseLinks: ['', 'evening-group'] },
      ],
    },
    { id: 's2', name: 'More', questions: [{ id: 'level', type: 7, text: 'Level', choices: ['Beginner', 'Morning'] }] },
  ],
};

describe('registration-form tracks', () => {
  it('each course-link choice defines a track, named by its course link or else its text, once', () => {
    expect(formTracks(form)).toEqual(['Morning', 'evening-group', 'Beginner']);
  });

  it.each([
    ['the first choice joins the track named by its text', { track: { selectedAnswer: 1 } }, ['Morning']],
    ['a choice with a course link joins the track named by the link', { track: { selectedAnswer: 2 } }, ['evening-group']],
    ['answers to two course-link questions join both tracks', { track: { selectedAnswer: 2 }, level: { selectedAnswer: 1 } }, ['evening-group', 'Beginner']],
    ['the same track chosen twice is joined once', { track: { selectedAnswer: 1 }, level: { selectedAnswer: 2 } }, ['Morning']],
    ['a blank choice joins no track', { track: { selectedAnswer: 3 } }, []],
    ['a choice number out of range joins no track', { track: { selectedAnswer: 9 } }, []],
    ['no answer joins no track', {}, []],
  ])('%s', (_rule, answers, expected) => {
    expect(tracksFromAnswers(form, answers)).toEqual(expected);
  });

  it('version 0 quizzes are read as a flat list', () => {
    expect(tracksFromAnswers({ version: 0, questions: [{ id: 'q', type: 7, choices: ['A'] }] }, { q: { selectedAnswer: 1 } })).toEqual(['A']);
  });
});
