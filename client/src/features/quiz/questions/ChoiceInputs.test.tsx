// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderQuestion } from './questionTestHarness.tsx';

startEachTestAsNewBrowser();

const colours = ['Red', 'Green', 'Blue'];

describe('choice questions produce the answer the learner clicks', () => {
  it.each([
    ['single choice (type 0): the 2nd choice is selectedAnswer 2', { id: 'q', type: 0, text: 'Pick one', choices: colours }, 'radio', 'Green', { selectedAnswer: 2 }],
    ['course link (type 7): the 3rd choice is selectedAnswer 3', { id: 'q', type: 7, text: 'Pick a course', choices: colours }, 'radio', 'Blue', { selectedAnswer: 3 }],
    ['multiple answer (type 5): one boolean per choice', { id: 'q', type: 5, text: 'Pick any', choices: colours }, 'checkbox', 'Green', { checkedAnswers: [false, true, false] }],
    ['checkbox with choices (type 6): one boolean per choice', { id: 'q', type: 6, text: 'Tick', choices: colours }, 'checkbox', 'Blue', { checkedAnswers: [false, false, true] }],
    ['checkbox without choices (type 6): one "I agree" box', { id: 'q', type: 6, text: 'I accept the rules' }, 'checkbox', 'I agree', { checkedAnswers: [true] }],
    ['original checkbox (type 6): one "I agree" box even with choices', { id: 'q', type: 6, text: 'Rules', isOriginalCheckbox: true, choices: ['x'] }, 'checkbox', 'I agree', { checkedAnswers: [true] }],
  ] as [string, Question, 'radio' | 'checkbox', string, object][])('%s', (_rule, question, role, label, expected) => {
    const { lastAnswer } = renderQuestion(question);
    fireEvent.click(screen.getByRole(role, { name: label }));
    expect(lastAnswer()).toEqual(expected);
  });

  it('keeps earlier ticks when another box is ticked (type 5)', () => {
    const { lastAnswer } = renderQuestion(
      { id: 'q', type: 5, text: 'Pick any', choices: colours },
      { answer: { checkedAnswers: [true, false, false] } },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(lastAnswer()).toEqual({ checkedAnswers: [true, false, true] });
  });

  it('shows the saved answer as checked', () => {
    renderQuestion({ id: 'q', type: 0, text: 'Pick one', choices: colours }, { answer: { selectedAnswer: 3 } });
    expect((screen.getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Red' }) as HTMLInputElement).checked).toBe(false);
  });

  it('leaves out a blank choice but keeps the numbers of the ones after it', () => {
    const { lastAnswer } = renderQuestion({ id: 'q', type: 0, text: 'Pick one', choices: ['Red', ' ', 'Blue'] });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(lastAnswer()).toEqual({ selectedAnswer: 3 });
  });

  it('names the radio group by the question', () => {
    renderQuestion({ id: 'q', type: 0, text: 'Which colour?', choices: colours }, { number: 4 });
    const group = screen.getByRole('radiogroup', { name: 'Question 4 Which colour?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
  });
});

describe('required choice questions', () => {
  it.each([
    ['single choice', { id: 'q', type: 0, text: 'Pick', choices: colours }, 'This question must be answered.'],
    ['multiple answer', { id: 'q', type: 5, text: 'Pick', choices: colours }, 'This question must be answered.'],
    ['checkbox', { id: 'q', type: 6, text: 'Tick', choices: colours }, 'Tick at least one box.'],
  ] as [string, Question, string][])('%s unanswered says so after a submit attempt, linked to the group', (_kind, question, message) => {
    renderQuestion(question, { showErrors: true });
    const group = screen.getByRole('group', { name: `Question 1 ${question.text}` });
    const describedBy = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual([message]);
  });

  it('says nothing for an optional question left unanswered', () => {
    renderQuestion({ id: 'q', type: 0, text: 'Pick', choices: colours, isOptionalQuestion: true }, { showErrors: true });
    expect(screen.queryByText('This question must be answered.')).toBeNull();
    expect(screen.getByText('(optional)')).toBeTruthy();
  });
});
