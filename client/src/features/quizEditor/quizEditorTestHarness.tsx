// Test helper: the editor on props, in the real i18n and theme, with its
// saves and uploads recorded instead of sent.
import { vi } from 'vitest';
import type { QuizDraft } from '../../../../domain/quiz/editorRules.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { EditorAccount, SaveOutcome } from './editorAccount.ts';
import { QuizEditor } from './QuizEditor.tsx';
import type { QuizUploads } from './upload/quizUploads.ts';
import { UploadsContext } from './upload/UploadsContext.ts';

export const testAccount: EditorAccount = {
  isTimed: false,
  enableVideo: false,
  tracks: ['Arabic', 'Maths'],
  quizzes: [
    { quizId: 'form-1', name: 'Registration', isForm: true },
    { quizId: 'form-2', name: 'Survey', isForm: true },
    { quizId: 'quiz-9', name: 'Final exam', isForm: false },
  ],
};

interface Options {
  account?: EditorAccount;
  outcome?: SaveOutcome;
  language?: Language;
}

export function renderEditor(initial: QuizDraft, { account = testAccount, outcome = { ok: true }, language = 'en' }: Options = {}) {
  const saved: Quiz[] = [];
  const onSave = vi.fn(async (quiz: Quiz) => {
    saved.push(quiz);
    return outcome;
  });
  const uploads: QuizUploads = {
    image: vi.fn(async (file: File) => `https://files.example/${file.name}`),
    attachment: vi.fn(async (file: File) => `https://files.example/${file.name}`),
  };
  const view = renderWithProviders({
    language,
    routes: [
      {
        path: '/',
        element: (
          <UploadsContext.Provider value={uploads}>
            <QuizEditor initial={initial} account={account} onSave={onSave} title="Edit quiz" />
          </UploadsContext.Provider>
        ),
      },
    ],
  });
  return { ...view, saved, onSave, uploads };
}
