// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompleteSpacesQuestion } from '../../../../../domain/quiz/types.ts';
import { descriptionOf, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderQuestion } from './questionTestHarness.tsx';

startEachTestAsNewBrowser();

const capitals: CompleteSpacesQuestion = {
  id: 'q',
  type: 2,
  text: 'Complete the sentence',
  fields: [
    { type: 'text', value: 'The capital of Egypt is ' },
    { type: 'space', values: [], size: 'lg' },
    { type: 'text', value: ' and of Jordan is ' },
    { type: 'space', values: [], size: 'md' },
    { type: 'text', value: ', of Oman ' },
    { type: 'space', values: [] },
  ],
};

/** The field's outer box (MUI's TextField root), which carries the width. */
const widthOf = (input: HTMLElement) => getComputedStyle(input.closest('.MuiTextField-root') as HTMLElement);

describe('a complete-the-spaces question (type 2)', () => {
  it('shows the text parts in order with a field in each space', () => {
    renderQuestion(capitals);
    const group = screen.getByRole('group');
    expect(group.textContent).toContain('The capital of Egypt is');
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual(['Blank 1', 'Blank 2', 'Blank 3']);
  });

  it.each([
    ['Blank 1', 'lg', '200px'],
    ['Blank 2', 'md', '150px'],
    ['Blank 3', 'none (sm)', '100px'],
  ])('makes %s (size %s) %s wide, never wider than the line', (name, _size, width) => {
    renderQuestion(capitals);
    const style = widthOf(screen.getByRole('textbox', { name }));
    expect(style.width).toBe(width);
    expect(style.maxWidth).toBe('100%');
  });

  it('answers one string per space, in order, keeping the other spaces', () => {
    const { given } = renderQuestion(capitals);
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 2' }), { target: { value: 'Amman' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1' }), { target: { value: 'Cairo' } });
    expect(given).toEqual([{ spaces: ['', 'Amman', ''] }, { spaces: ['Cairo', 'Amman', ''] }]);
  });

  it('says which space has Arabic diacritics, on that space', () => {
    renderQuestion(capitals, { answer: { spaces: ['القاهرة', 'عَمّان', 'مسقط'] }, showErrors: true });
    const second = screen.getByRole('textbox', { name: 'Blank 2' });
    expect(descriptionOf(second)).toBe('Write blank 2 without Arabic diacritics (tashkeel).');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Blank 1' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for every empty space of a required question after a submit attempt', () => {
    renderQuestion(capitals, { answer: { spaces: ['Cairo'] }, showErrors: true });
    expect(screen.queryByText('Fill in blank 1.')).toBeNull();
    expect(screen.getByText('Fill in blank 2.')).toBeTruthy();
    expect(screen.getByText('Fill in blank 3.')).toBeTruthy();
  });
});
