// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unansweredRequired } from '../../../../../domain/quiz/answerRules.ts';
import type { QuizContent } from '../../../../../domain/quiz/types.ts';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { UnansweredDialog } from './UnansweredDialog.tsx';

startEachTestAsNewBrowser();

const sectioned: QuizContent = {
  version: 1,
  sections: [
    {
      id: 's1',
      name: 'Basics',
      questions: [
        { id: 'info', type: 4, text: 'Read' },
        { id: 'a', type: 0, text: 'A', choices: ['x', 'y'] },
      ],
    },
    { id: 's2', name: 'Writing', questions: [{ id: 'b', type: 1, text: 'B' }] },
  ],
};

const flat: QuizContent = {
  version: 0,
  questions: [
    { id: 'a', type: 0, text: 'A', choices: ['x'] },
    { id: 'b', type: 5, text: 'B', choices: ['x'] },
  ],
};

function renderDialog(content: QuizContent, language: Language = 'en') {
  const onGoTo = vi.fn();
  const onClose = vi.fn();
  renderWithProviders({
    language,
    routes: [{ path: '/', element: <UnansweredDialog open unanswered={unansweredRequired(content, {})} onGoTo={onGoTo} onClose={onClose} /> }],
  });
  const dialog = screen.getByRole('dialog');
  return { dialog, onGoTo, onClose };
}

describe('the unanswered questions dialog', () => {
  it('lists each unanswered required question by section and position, info questions counted', () => {
    const { dialog } = renderDialog(sectioned);
    expect(within(dialog).getByRole('heading').textContent).toBe('Unanswered questions');
    const lines = within(within(dialog).getByRole('list')).getAllByRole('button').map((line) => line.textContent);
    expect(lines).toEqual(['Section Basics, question 2', 'Section Writing, question 1']);
  });

  it('says only the question’s number for a quiz without sections (version 0)', () => {
    const { dialog } = renderDialog(flat);
    const lines = within(within(dialog).getByRole('list')).getAllByRole('button').map((line) => line.textContent);
    expect(lines).toEqual(['Question 1', 'Question 2']);
  });

  it('words the lines in Arabic on an Arabic page', () => {
    const { dialog } = renderDialog(sectioned, 'ar');
    expect(within(dialog).getByRole('button', { name: 'القسم Writing، السؤال 1' })).toBeTruthy();
  });

  it.each([
    ['a section’s question goes to its section', sectioned, 'Section Writing, question 1', [1, 'b']],
    ['a version 0 question goes to no section', flat, 'Question 2', [null, 'b']],
  ] as const)('%s', (_rule, content, line, target) => {
    const { dialog, onGoTo } = renderDialog(content);
    fireEvent.click(within(dialog).getByRole('button', { name: line }));
    expect(onGoTo).toHaveBeenCalledExactlyOnceWith(...target);
  });

  it('closes with its close button', () => {
    const { dialog, onClose, onGoTo } = renderDialog(flat);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onGoTo).not.toHaveBeenCalled();
  });
});
