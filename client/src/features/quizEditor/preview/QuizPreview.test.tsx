// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQuiz } from '../../../../../domain/quiz/questionDefaults.ts';
import type { SectionedQuiz } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderEditor } from '../quizEditorTestHarness.tsx';

startEachTestAsNewBrowser();

const exam: SectionedQuiz = {
  ...newQuiz(),
  id: 'quiz-1',
  name: 'Geography',
  passGrade: 1,
  sections: [
    {
      id: 's1',
      name: 'Cities',
      questions: [
        { id: 'q1', type: 0, text: 'Capital of Egypt?', weight: 2, choices: ['Alexandria', 'Cairo'], correctAnswer: 2, clarification: 'Cairo since 969.' },
      ],
    },
    {
      id: 's2',
      name: 'Rivers',
      questions: [
        { id: 'q2', type: 1, text: 'Which river flows through Cairo?', weight: 1, possibleAnswers: ['Nile'] },
        { id: 'q3', type: 3, text: 'Upload your notes.', isOptionalQuestion: true },
      ],
    },
  ],
};

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  // jsdom has no object URLs; the browser gives the preview's kept file one.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/notes');
});
afterEach(() => fetchSpy.mockRestore());

const previewButton = () => screen.getByRole('button', { name: 'Preview as learner' }) as HTMLButtonElement;
const preview = () => screen.getByRole('dialog', { name: 'Preview as learner' });

describe('preview as learner', () => {
  it('waits until the quiz passes the editor’s rules, saying why', () => {
    renderEditor({ ...exam, name: '' });
    expect(previewButton().disabled).toBe(true);
    expect(previewButton().getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quiz name' }), { target: { value: 'Geography' } });
    expect(previewButton().disabled).toBe(false);
  });

  it('shows the unsaved content with the learner’s components, lets the teacher answer and move on, and records nothing', async () => {
    const { environment, onSave } = renderEditor(exam);
    const storedBefore = { ...window.localStorage };
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Question text' })[0], { target: { value: 'What is the capital of Egypt?' } });
    fireEvent.click(previewButton());

    const dialog = await waitFor(preview);
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Preview — nothing is recorded\./,
    );
    // the learner's question card, with the text typed a moment ago and without the clarification the learner never sees
    const capital = within(dialog).getByRole('group', { name: 'Question 1 What is the capital of Egypt?' });
    expect(within(dialog).queryByText('Cairo since 969.')).toBeNull();
    expect(within(dialog).getByText('(section 1 of 2)')).toBeTruthy();
    fireEvent.click(within(capital).getByRole('radio', { name: 'Cairo' }));
    expect(within(dialog).getByText('Answered 1 of 2')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check answers' }));
    // the learner's unanswered list, as before a submit
    const unanswered = await screen.findByRole('dialog', { name: 'Unanswered questions' });
    fireEvent.click(within(unanswered).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unanswered questions' })).toBeNull());

    const notes = within(dialog).getByRole('group', { name: 'Question 2 Upload your notes.' });
    fireEvent.change(within(notes).getByLabelText('Choose a file'), { target: { files: [new File(['My notes'], 'notes.txt', { type: 'text/plain' })] } });
    await within(notes).findByRole('link', { name: 'notes.txt' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Nile' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check answers' }));
    expect(within(dialog).getByText('A learner who submitted these answers now would score 3 / 3. Nothing was recorded.').closest('[role="status"]')).not.toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    expect({ ...window.localStorage }).toEqual(storedBefore);
  });

  it('speaks Arabic in an Arabic editor', async () => {
    renderEditor(exam, { language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'معاينة كمتعلم' }));
    const dialog = await screen.findByRole('dialog', { name: 'معاينة كمتعلم' });
    expect(within(dialog).getByText(/^معاينة — لا يُسجَّل شيء\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'التالي' })).toBeTruthy();
  });
});
