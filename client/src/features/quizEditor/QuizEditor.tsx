import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareQuizForSave, type QuizDraft } from '../../../../domain/quiz/editorRules.ts';
import { expressionProblems } from '../../../../domain/quiz/expressionRule.ts';
import type { QuizProblem } from '../../../../domain/quiz/document.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { AttachmentsEditor } from './attachments/AttachmentsEditor.tsx';
import { CollapsedQuestionsProvider } from './collapse/CollapsedQuestions.tsx';
import { ContentEditor } from './content/ContentEditor.tsx';
import type { SettingsChange } from './draft/settingsDraft.ts';
import type { EditorAccount, SaveOutcome } from './editorAccount.ts';
import { ImportExportBar } from './importExport/ImportExportBar.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { PrerequisitesEditor } from './prerequisites/PrerequisitesEditor.tsx';
import { ProblemsProvider } from './problems/ProblemsContext.tsx';
import { ProblemSummary } from './problems/ProblemSummary.tsx';
import { NEW_QUIZ, type Publication } from './publish/publication.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingsForm } from './settings/SettingsForm.tsx';

export interface QuizEditorProps {
  initial: QuizDraft;
  account: EditorAccount;
  /** Saves the prepared document, as a draft or published; on failure the editor shows the code's message and keeps the work. */
  onSave: (quiz: Quiz, options: { publish: boolean }) => Promise<SaveOutcome>;
  title: string;
  /** what learners see of the quiz now (and how many started or submitted it); a new quiz by default */
  publication?: Publication;
}

/**
 * The quiz being edited and every rule on it, live: the problems of
 * prepareQuizForSave (and of the logic expression) stand by their fields and
 * in a summary, and saving waits until there are none.
 */
export function QuizEditor({ initial, account, onSave, title, publication = NEW_QUIZ }: QuizEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QuizDraft>(initial);
  // An import replaces everything: the editor's parts start afresh with it.
  const [generation, setGeneration] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const check = useMemo(() => prepareQuizForSave(draft), [draft]);
  // The same problems after a keystroke are the same array, so the fields that show them need not render again.
  const problemsKey = JSON.stringify([...(check.ok ? [] : check.problems), ...expressionProblems(draft)]);
  const problems = useMemo(() => JSON.parse(problemsKey) as QuizProblem[], [problemsKey]);
  const externalGrades = draft.externalGrades === true;

  const changeSettings: SettingsChange = (patch) => setDraft((current) => ({ ...current, ...patch }));
  const save = async (options: { publish: boolean }) => {
    if (!check.ok || problems.length > 0) return;
    setSaving(true);
    setSaveError(null);
    const outcome = await onSave(check.quiz, options);
    setSaving(false);
    if (!outcome.ok) setSaveError(outcome.code);
  };

  return (
    <ProblemsProvider problems={problems} externalGrades={externalGrades}>
      <CollapsedQuestionsProvider draft={draft}>
        {/* in the page's frame (AdminPage, QuizEditorScreen) */}
        <Stack spacing={3}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {publication.answersCount > 0 && <Alert severity="info">{t('quizEditor.answersCount', { count: publication.answersCount })}</Alert>}
          <ImportExportBar
            draft={draft}
            onImport={(quiz) => {
              setDraft(quiz);
              setGeneration((current) => current + 1);
            }}
          />
          <Stack spacing={3} key={generation}>
            <SettingsForm settings={draft} onChange={changeSettings} />
            <PrerequisitesEditor settings={draft} onChange={changeSettings} account={account} />
            <ContentEditor draft={draft} enableVideo={account.enableVideo} edit={setDraft} />
            <AttachmentsEditor attachments={draft.attachments ?? []} onChange={(attachments) => changeSettings({ attachments })} />
          </Stack>
          <ProblemSummary problems={problems} externalGrades={externalGrades} />
          <SaveBar
            problemCount={problems.length}
            saving={saving}
            saveError={saveError}
            onSave={(options) => void save(options)}
            preview={check.ok && problems.length === 0 ? check.quiz : null}
            publication={publication}
          />
        </Stack>
      </CollapsedQuestionsProvider>
      {saving && <LoadingOverlay label={t('quizEditor.saving')} />}
    </ProblemsProvider>
  );
}
