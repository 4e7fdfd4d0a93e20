// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuizDraft } from '../../../../domain/quiz/editorRules.ts';
import { exportQuiz } from '../../../../domain/quiz/importExport.ts';
import { newQuiz } from '../../../../domain/quiz/questionDefaults.ts';
import type { SectionedQuiz, SingleChoiceQuestion } from '../../../../domain/quiz/types.ts';
import { descriptionOf, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { renderEditor } from './quizEditorTestHarness.tsx';

startEachTestAsNewBrowser();

const capital: SingleChoiceQuestion = {
  id: 'q1',
  type: 0,
  text: 'Capital of Egypt?',
  weight: 1,
  choices: ['Alexandria', 'Cairo'],
  correctAnswer: 2,
};

function sectioned(settings: Partial<SectionedQuiz> = {}): SectionedQuiz {
  return {
    ...newQuiz(),
    id: 'quiz-current',
    name: 'Geography',
    sections: [
      { id: 's1', name: 'Cities', questions: [capital] },
      { id: 's2', name: 'Rivers', questions: [] },
    ],
    ...settings,
  };
}

const saveButton = () => screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

function chooseFile(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('saving waits until the quiz passes the editor’s rules', () => {
  it('keeps Save disabled without a name, shows why by the field and in the summary, and enables it once named', async () => {
    const { saved } = renderEditor(newQuiz());
    expect(saveButton().disabled).toBe(true);
    const name = screen.getByRole('textbox', { name: 'Quiz name' });
    expect(descriptionOf(name)).toBe('The quiz needs a name.');
    expect(within(screen.getByRole('region', { name: 'To fix before saving' })).getByText('Name: The quiz needs a name.')).toBeTruthy();

    type('Quiz name', 'Geography');
    expect(saveButton().disabled).toBe(false);
    expect(screen.queryByRole('region', { name: 'To fix before saving' })).toBeNull();

    fireEvent.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: '', name: 'Geography', version: 2, sections: [] });
  });

  it('refuses a pass grade above the total of the weights (passGrade_too_high) until it is lowered', () => {
    renderEditor(sectioned({ passGrade: 2 }));
    const passGrade = screen.getByRole('textbox', { name: 'Pass grade' });
    expect(descriptionOf(passGrade)).toBe('The pass grade is higher than the total of the question weights.');
    expect(saveButton().disabled).toBe(true);

    type('Pass grade', '1');
    expect(descriptionOf(passGrade)).toBe('At most the total of the question weights.');
    expect(saveButton().disabled).toBe(false);
  });

  it('marks a question without text and names it in the summary', () => {
    renderEditor(sectioned({ sections: [{ id: 's1', name: 'Cities', questions: [{ ...capital, text: '' }] }] }));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Section 1, question 1: The question needs a text.')).toBeTruthy();
    type('Question text', 'Capital of Egypt?');
    expect(saveButton().disabled).toBe(false);
  });

  it('keeps the work and shows the message when the save fails', async () => {
    const { saved } = renderEditor(sectioned(), { outcome: { ok: false, code: 'staleRevision' } });
    type('Quiz name', 'Geography, revised');
    fireEvent.click(saveButton());
    expect(await screen.findByText(/This quiz was changed elsewhere after you opened it/)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Quiz name' }) as HTMLInputElement).value).toBe('Geography, revised');
    expect(saveButton().disabled).toBe(false);
  });
});

describe('sections', () => {
  it('deletes an empty section at once but asks before deleting one with questions', () => {
    renderEditor(sectioned());
    fireEvent.click(screen.getByRole('button', { name: 'Delete section 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Section 2: Rivers' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete section 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    expect(within(dialog).getByText('The section “Cities” will be deleted with its questions (1).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Section 1: Cities' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete section 1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('region', { name: 'Section 1: Cities' })).toBeNull();
  });

  it('adds a section with the name asked for', () => {
    renderEditor(sectioned());
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    const dialog = screen.getByRole('dialog', { name: 'New section' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a section' }));
    expect(within(dialog).getByText('The section needs a title.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Section title' }), { target: { value: 'Mountains' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a section' }));
    expect(screen.getByRole('region', { name: 'Section 3: Mountains' })).toBeTruthy();
  });

  it.each([
    [2, true],
    [1, false],
  ] as const)('in a version %i quiz sections can be moved: %s', (version, movable) => {
    renderEditor(sectioned({ version }));
    expect(screen.queryByRole('button', { name: 'Move section 2 up' }) !== null).toBe(movable);
  });
});

describe('adding questions', () => {
  const offeredTypes = () =>
    within(screen.getByRole('dialog', { name: 'Choose the question type' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);

  it('offers file upload and information only inside a section', () => {
    const flat: QuizDraft = { name: 'Old quiz', passGrade: 0, version: 0, questions: [] };
    renderEditor(flat);
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(offeredTypes()).toEqual([
      'Single choice',
      'Written answer',
      'Complete the spaces',
      'Multiple answers',
      'Checkbox',
      'Course link',
      'Country and region',
    ]);
  });

  it('offers every type in a section', () => {
    renderEditor(sectioned());
    fireEvent.click(screen.getByRole('button', { name: 'Add a question to section 2' }));
    expect(offeredTypes()).toContain('File upload');
    expect(offeredTypes()).toContain('Information');
  });

  it.each([
    [false, '1'],
    [true, '0'],
  ])('a new question of a form (%s) starts with weight %s', (isForm, weight) => {
    renderEditor(sectioned({ isForm }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a question to section 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    const rivers = screen.getByRole('region', { name: 'Section 2: Rivers' });
    const question = within(rivers).getByRole('article', { name: 'Question 1 · Single choice' });
    expect((within(question).getByRole('textbox', { name: 'Weight' }) as HTMLInputElement).value).toBe(weight);
  });
});

describe('editing a question', () => {
  it('a new single-choice question needs its text, its first choice and a correct choice before the quiz can be saved', async () => {
    const { saved } = renderEditor(sectioned());
    fireEvent.click(screen.getByRole('button', { name: 'Add a question to section 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    const question = within(screen.getByRole('region', { name: 'Section 2: Rivers' })).getByRole('article');
    expect(saveButton().disabled).toBe(true);
    expect(within(question).getByText('The first choice is required. Mark the correct choice.')).toBeTruthy();

    fireEvent.change(within(question).getByRole('textbox', { name: 'Question text' }), { target: { value: 'Longest river?' } });
    fireEvent.click(within(question).getByRole('button', { name: 'Add a choice' }));
    fireEvent.change(within(question).getByRole('textbox', { name: 'Choice 1' }), { target: { value: 'Nile' } });
    fireEvent.click(within(question).getByRole('button', { name: 'Add a choice' }));
    fireEvent.change(within(question).getByRole('textbox', { name: 'Choice 2' }), { target: { value: 'Amazon' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(within(question).getByRole('radio', { name: 'Choice 1 is correct' }));
    expect(saveButton().disabled).toBe(false);

    fireEvent.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const rivers = saved[0].version === 0 ? [] : saved[0].sections[1].questions;
    expect(rivers).toMatchObject([{ type: 0, text: 'Longest river?', choices: ['Nile', 'Amazon'], correctAnswer: 1, weight: 1 }]);
  });

  it('clicking "Add a choice" twice leaves two choices: the first blank one is kept while the focus stays among the choices', async () => {
    renderEditor(sectioned({ sections: [{ id: 's1', name: 'Cities', questions: [{ ...capital, choices: [], correctAnswer: undefined }] }] }));
    const add = screen.getByRole('button', { name: 'Add a choice' });
    fireEvent.click(add);
    const first = screen.getByRole('textbox', { name: 'Choice 1' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    // What a pointer does in a browser: the field loses the focus to the button, then the click.
    act(() => add.focus());
    fireEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Choice \d$/ })).toHaveLength(2);
  });

  it('lets what the author types read in its own direction: the name, section, question, clarification and choice fields are dir="auto"', () => {
    renderEditor(sectioned());
    for (const name of ['Quiz name', 'Title of section 1', 'Question text', 'Clarification', 'Choice 1', 'Choice 2']) {
      expect(screen.getAllByRole('textbox', { name })[0].getAttribute('dir'), name).toBe('auto');
    }
  });

  it('removes a choice left blank when its field is left, keeping the correct choice on its choice', () => {
    renderEditor(sectioned({ sections: [{ id: 's1', name: 'Cities', questions: [{ ...capital, choices: ['Alexandria', 'Giza', 'Cairo'], correctAnswer: 3 }] }] }));
    const second = screen.getByRole('textbox', { name: 'Choice 2' });
    fireEvent.change(second, { target: { value: '' } });
    fireEvent.blur(second);
    expect(screen.getAllByRole('textbox', { name: /^Choice \d$/ }).map((field) => (field as HTMLInputElement).value)).toEqual(['Alexandria', 'Cairo']);
    expect((screen.getByRole('radio', { name: 'Choice 2 is correct' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('import and export', () => {
  const jsonFile = (text: string, name = 'quiz.json') => new File([text], name, { type: 'application/json' });

  it('says a file that is not JSON was not imported and keeps the quiz', async () => {
    renderEditor(sectioned());
    chooseFile('Import from a file', jsonFile('{"name": "cut off', 'broken.json'));
    expect(await screen.findByText('broken.json is not a valid JSON file, so nothing was imported.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Quiz name' }) as HTMLInputElement).value).toBe('Geography');
  });

  it('replaces the content with the file’s but keeps the id of the quiz being edited', async () => {
    const { saved } = renderEditor(sectioned());
    const elsewhere = sectioned({ id: 'quiz-elsewhere', name: 'From elsewhere' });
    chooseFile('Import from a file', jsonFile(exportQuiz(elsewhere)));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Quiz name' }) as HTMLInputElement).value).toBe('From elsewhere'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 'quiz-current', name: 'From elsewhere' });
  });
});

describe('images', () => {
  it('refuses an image that is not png or jpeg without uploading it', async () => {
    const { uploads } = renderEditor(sectioned());
    chooseFile('Upload: Banner', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('This image type is not accepted. Choose a png, jpeg or jpg image.')).toBeTruthy();
    expect(uploads.image).not.toHaveBeenCalled();
  });

  it('uploads a png banner and shows it', async () => {
    const { uploads } = renderEditor(sectioned());
    chooseFile('Upload: Banner', new File(['png'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Current image: Banner' })).toBeTruthy();
    expect(uploads.image).toHaveBeenCalledTimes(1);
  });
});

describe('in Arabic', () => {
  it('lays the editor out right to left with Arabic texts', () => {
    renderEditor(sectioned(), { language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'الإعدادات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف القسم 1' })).toBeTruthy();
  });
});

describe('keyboard use', () => {
  it('returns the focus to the button that opened the question-type dialog, and puts it in a new question’s text', async () => {
    renderEditor(sectioned());
    const add = screen.getByRole('button', { name: 'Add a question to section 2' });
    add.focus();
    fireEvent.click(add);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(add));

    fireEvent.click(add);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    const rivers = screen.getByRole('region', { name: 'Section 2: Rivers' });
    await waitFor(() => expect(document.activeElement).toBe(within(rivers).getByRole('textbox', { name: 'Question text' })));
  });
});

describe('prerequisites', () => {
  it('offers only the account’s forms, names the chosen ones A, B, … and refuses an expression over other letters', async () => {
    const { saved } = renderEditor(sectioned());
    fireEvent.click(screen.getByRole('switch', { name: 'Use a logic expression' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose forms' }));
    const picker = screen.getByRole('dialog', { name: 'Forms to answer first' });
    expect(within(picker).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Registration', 'Survey']);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Registration' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Survey' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    const aliases = screen.getByRole('list', { name: 'Letters of the chosen forms' });
    expect(within(aliases).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A: Registration', 'B: Survey']);

    type('Logic expression', 'A & C');
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Logic expression' }))).toMatch(/^The logic expression is not valid/);
    expect(saveButton().disabled).toBe(true);

    type('Logic expression', 'A | B');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      useExpression: true,
      prerequisites: ['form-1', 'form-2'],
      expression: { code: 'A | B', parameters: [{ id: 'form-1', alias: 'A' }, { id: 'form-2', alias: 'B' }] },
    });
  });
});
