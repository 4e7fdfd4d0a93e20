// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newQuiz } from '../../../../../domain/quiz/questionDefaults.ts';
import type { SectionedQuiz, SingleChoiceQuestion, WritingQuestion } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderEditor } from '../quizEditorTestHarness.tsx';

startEachTestAsNewBrowser();

const capital: SingleChoiceQuestion = { id: 'q1', type: 0, text: 'What is the capital of Egypt?', weight: 2, choices: ['Alexandria', 'Cairo'], correctAnswer: 2 };
const river: WritingQuestion = { id: 'q2', type: 1, text: 'أي نهر يمر بالقاهرة؟', weight: 1, possibleAnswers: ['النيل'] };

function quiz(questions: SectionedQuiz['sections'][number]['questions'] = [capital, river]): SectionedQuiz {
  return { ...newQuiz(), id: 'quiz-1', name: 'Geography', sections: [{ id: 's1', name: 'Cities', questions }] };
}

const card = (name: string) => screen.getByRole('article', { name });
const toggleOf = (number: number) => screen.getByRole('button', { name: `Question ${number} in full` });

describe('a question folds to a one-line summary', () => {
  it('is a button saying whether the question is open and naming the part it opens', () => {
    renderEditor(quiz());
    const toggle = toggleOf(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body && within(card('Question 1 · Single choice')).getByRole('textbox', { name: 'Question text' }).closest(`#${body.id}`)).toBe(body);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card('Question 1 · Single choice')).queryByRole('textbox')).toBeNull();
    // The other question is left as it was.
    expect(within(card('Question 2 · Written answer')).getByRole('textbox', { name: 'Question text' })).toBeTruthy();
  });

  it('shows the start of the text in its own direction and the points', () => {
    renderEditor(quiz());
    fireEvent.click(toggleOf(1));
    fireEvent.click(toggleOf(2));
    const first = within(card('Question 1 · Single choice'));
    expect(first.getByText('What is the capital of Egypt?').getAttribute('dir')).toBe('auto');
    expect(first.getByText('Points: 2')).toBeTruthy();
    expect(within(card('Question 2 · Written answer')).getByText('أي نهر يمر بالقاهرة؟').getAttribute('dir')).toBe('auto');
  });

  it('marks a folded question that has something to fix, and the summary of problems opens it at the field', async () => {
    renderEditor(quiz([{ ...capital, text: '', choices: [''] }]));
    fireEvent.click(toggleOf(1));
    expect(within(card('Question 1 · Single choice')).getByText('To fix: 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Section 1, question 1: The question needs a text.' }));
    const text = within(card('Question 1 · Single choice')).getByRole('textbox', { name: 'Question text' });
    expect(toggleOf(1).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(text));
  });
});

describe('collapse all, expand all', () => {
  it('folds every question, opens them all again, and a question added meanwhile opens in full', () => {
    renderEditor(quiz());
    const expandAll = screen.getByRole('button', { name: 'Expand all questions' }) as HTMLButtonElement;
    expect(expandAll.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Collapse all questions' }));
    expect(screen.queryAllByRole('textbox', { name: 'Question text' })).toHaveLength(0);
    expect([toggleOf(1), toggleOf(2)].map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['false', 'false']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a question to section 1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(toggleOf(3).getAttribute('aria-expanded')).toBe('true');
    expect(within(card('Question 3 · Single choice')).getByRole('textbox', { name: 'Question text' })).toBeTruthy();

    fireEvent.click(expandAll);
    expect(screen.getAllByRole('textbox', { name: 'Question text' })).toHaveLength(3);
  });

  it('is offered in Arabic too', () => {
    renderEditor(quiz(), { language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'طيّ كل الأسئلة' }));
    expect(screen.getByRole('button', { name: 'السؤال 1 كاملًا' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('الدرجة: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'فتح كل الأسئلة' }));
    expect(screen.getByRole('button', { name: 'السؤال 1 كاملًا' }).getAttribute('aria-expanded')).toBe('true');
  });
});
