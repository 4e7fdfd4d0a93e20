// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WritingQuestion } from '../../../../../domain/quiz/types.ts';
import { descriptionOf, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderQuestion } from './questionTestHarness.tsx';

startEachTestAsNewBrowser();

const digitsOnly: WritingQuestion = { id: 'q', type: 1, text: 'Your phone number', validationRegex: '^[0-9]+$', regexContains: true };

describe('a writing question (type 1)', () => {
  it('answers with the text typed, in a multi-line field', () => {
    const { lastAnswer } = renderQuestion({ id: 'q', type: 1, text: 'Tell us' });
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field.tagName).toBe('TEXTAREA');
    fireEvent.change(field, { target: { value: 'Line one\nLine two' } });
    expect(lastAnswer()).toEqual({ textAnswer: 'Line one\nLine two' });
  });

  it('asks for a date in a date input when isDate is set', () => {
    const { lastAnswer } = renderQuestion({ id: 'q', type: 1, text: 'When?', isDate: true });
    const field = screen.getByLabelText('Date') as HTMLInputElement;
    expect(field.type).toBe('date');
    fireEvent.change(field, { target: { value: '2024-05-01' } });
    expect(lastAnswer()).toEqual({ textAnswer: '2024-05-01' });
  });

  it('says an answer does not match the question’s regex, linked to the field', () => {
    renderQuestion(digitsOnly, { answer: { textAnswer: '12a4' }, showErrors: true });
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(descriptionOf(field)).toBe('The answer is not in the expected form.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts an answer that matches, and says nothing', () => {
    renderQuestion(digitsOnly, { answer: { textAnswer: '1234' }, showErrors: true });
    expect(screen.queryByText('The answer is not in the expected form.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your answer' }).getAttribute('aria-invalid')).toBe('false');
  });

  it('words the problem in Arabic on an Arabic page', () => {
    renderQuestion(digitsOnly, { answer: { textAnswer: 'abc' }, showErrors: true, language: 'ar' });
    expect(screen.getByText('الإجابة ليست بالصيغة المطلوبة.')).toBeTruthy();
  });
});
