// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../../../domain/quiz/types.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { SectionQuestions } from './SectionQuestions.tsx';

startEachTestAsNewBrowser();

const questions: Question[] = [
  { id: 'intro', type: 4, text: 'Read the text' },
  { id: 'colour', type: 0, text: 'Colour?', choices: ['Red', 'Blue'] },
  { id: 'name', type: 1, text: 'Name?' },
];

function renderSection(props: { firstNumber?: number; showErrors?: boolean } = {}) {
  const onAnswerChange = vi.fn();
  renderWithProviders({
    language: 'en',
    routes: [
      {
        path: '/',
        element: (
          <SectionQuestions
            questions={questions}
            answers={{ name: { textAnswer: 'Sara' } }}
            onAnswerChange={onAnswerChange}
            showErrors={props.showErrors ?? false}
            firstNumber={props.firstNumber}
          />
        ),
      },
    ],
  });
  return onAnswerChange;
}

describe('the questions of a section', () => {
  it('numbers the questions from 1, info questions included', () => {
    renderSection();
    expect(screen.getAllByText(/^Question \d+$/).map((number) => number.textContent)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });

  it('numbers from the given start', () => {
    renderSection({ firstNumber: 4 });
    expect(screen.getAllByText(/^Question \d+$/).map((number) => number.textContent)).toEqual(['Question 4', 'Question 5', 'Question 6']);
  });

  it('hands up each answer with its question’s id and shows each question’s own answer', () => {
    const onAnswerChange = renderSection();
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe('Sara');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(onAnswerChange).toHaveBeenCalledExactlyOnceWith('colour', { selectedAnswer: 2 });
  });

  it('shows every unanswered required question’s problem after a submit attempt', () => {
    renderSection({ showErrors: true });
    const colour = screen.getByRole('group', { name: 'Question 2 Colour?' });
    expect(within(colour).getByText('This question must be answered.')).toBeTruthy();
    expect(screen.getAllByText('This question must be answered.')).toHaveLength(1);
  });
});
