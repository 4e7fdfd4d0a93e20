import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuiz } from '../../../../../domain/quiz/document.ts';
import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { exportQuiz, importQuiz } from '../../../../../domain/quiz/importExport.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { problemLocation } from '../problems/problemLocation.ts';
import { UploadButton } from '../upload/UploadButton.tsx';
import { downloadText, exportFileName } from './downloadText.ts';
import { importBase } from './importBase.ts';

type Notice = { severity: 'success' | 'error'; text: string; details?: string[] };

interface Props {
  draft: QuizDraft;
  onImport: (quiz: Quiz) => void;
}

/**
 * The quiz as a JSON file: export writes what is being edited; import
 * replaces it with a file's quiz, keeping this quiz's id and prerequisites.
 * A file that is not JSON, or not a quiz, is reported, never ignored.
 */
export function ImportExportBar({ draft, onImport }: Props) {
  const { t } = useTranslation();
  const noticeId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const result = importQuiz(await file.text(), importBase(draft));
    if (result.ok) {
      onImport(result.quiz);
      return setNotice({ severity: 'success', text: t('quizEditor.import.done', { name: file.name }) });
    }
    if (result.problems.some((problem) => problem.code === 'invalidImportFile')) {
      return setNotice({ severity: 'error', text: t('quizEditor.import.invalidJson', { name: file.name }) });
    }
    const details = result.problems.slice(0, 5).map((problem) =>
      t('quizEditor.summary.item', {
        location: problemLocation(t, problem.path),
        message: t(`quizEditor.problems.${problem.code}`, { defaultValue: t('quizEditor.problems.invalidValue') }),
      }),
    );
    setNotice({ severity: 'error', text: t('quizEditor.import.notAQuiz', { name: file.name }), details });
  };

  const exportFile = () => {
    const parsed = parseQuiz(draft);
    if (!parsed.ok) return setNotice({ severity: 'error', text: t('quizEditor.export.notReady') });
    setNotice(null);
    downloadText(exportQuiz(parsed.quiz), exportFileName(draft.name));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <UploadButton label={t('quizEditor.import.button')} accept=".json,application/json" onFile={(file) => void importFile(file)} describedBy={noticeId} />
        <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={exportFile} aria-describedby={noticeId}>
          {t('quizEditor.export.button')}
        </Button>
      </Stack>
      <div id={noticeId}>
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setNotice(null)}
            slotProps={{ closeButton: { 'aria-label': t('quizEditor.close') } }}
          >
            {notice.text}
            {notice.details && (
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {notice.details.map((detail, index) => (
                  <li key={index}>{detail}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
