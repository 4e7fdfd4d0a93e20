// The manual and external grading uploads (admin spec §5): the quiz's
// questions (or its maximum external grade) are loaded first, the file is
// checked against them, then sent in batches. Manual grading offers the
// quiz's template beside the file picker (issue 30): the file the teacher
// fills in and uploads back.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { quizGlobalId } from '../../quiz/quizPaths.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import type { BatchOutcome } from './batches.ts';
import { EXTERNAL_GRADES_PER_BATCH, MANUAL_GRADES_BATCH_BYTES, MANUAL_GRADES_PER_BATCH } from './batchSizes.ts';
import { CsvUploadDialog } from './CsvUploadDialog.tsx';
import { parseExternalGrades, parseManualGrades, type GradeRow } from './gradeFiles.ts';
import { useSetQuizExternalGradesMutation } from './mutations/SetQuizExternalGradesMutation.ts';
import { useSetQuizManualGradesMutation } from './mutations/SetQuizManualGradesMutation.ts';
import { useManualGradesTemplate } from './queries/useManualGradesTemplate.ts';
import { prepareGradeFile } from './prepareFile.ts';
import type { GradingLimits } from './quizGradingLimits.ts';
import type { CsvRow } from './readCsvFile.ts';
import type { Prepared } from './types.ts';
import { useGradingLimits } from './useGradingLimits.ts';

export type GradingKind = 'manualGrades' | 'externalGrades';

interface Props {
  kind: GradingKind;
  quizId: string;
  name: string;
  onClose: () => void;
}

export function GradesDialog({ kind, quizId, name, onClose }: Props) {
  const { t } = useTranslation();
  const limits = useGradingLimits(quizId);
  const setManualGrades = useSetQuizManualGradesMutation();
  const setExternalGrades = useSetQuizExternalGradesMutation();
  const texts = `learnerRecords.uploads.${kind}`;
  const ready = limits.status === 'ready' ? limits.limits : null;

  const prepare = useCallback(
    // the picker shows only once the limits are loaded
    (rows: CsvRow[]): Prepared<GradeRow> => (ready ? prepareGrades(kind, rows, ready) : { kind: 'ready', batches: [], rows: 0 }),
    [kind, ready],
  );
  const sendBatch = useCallback(
    (batch: readonly GradeRow[]): Promise<BatchOutcome> =>
      kind === 'manualGrades' ? setManualGrades(quizGlobalId(quizId), batch) : setExternalGrades(quizGlobalId(quizId), batch),
    [kind, quizId, setManualGrades, setExternalGrades],
  );

  return (
    <CsvUploadDialog
      title={<IsolatedSentence i18nKey={`${texts}.title`} values={{ name }} />}
      rules={t(`${texts}.rules`, { max: ready?.maxGradeExternal ?? '' })}
      tools={kind === 'manualGrades' ? <TemplateDownload quizId={quizId} name={name} /> : undefined}
      blocker={
        limits.status === 'loading' ? (
          <Typography role="status">{t(`${texts}.loading`)}</Typography>
        ) : limits.status === 'failed' ? (
          <Alert severity="error">{t(errorMessageKey(limits.code))}</Alert>
        ) : undefined
      }
      prepare={prepare}
      sendBatch={sendBatch}
      submitLabel={t(`${texts}.submit`)}
      appliedKey={`${texts}.applied`}
      onClose={onClose}
    />
  );
}

/** The template's button; a failure is said under it. */
function TemplateDownload({ quizId, name }: { quizId: string; name: string }) {
  const { t } = useTranslation();
  const download = useManualGradesTemplate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await download(quizGlobalId(quizId), t('learnerRecords.uploads.manualGrades.templateFile', { name }));
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.code);
  };
  return (
    <Box sx={{ my: 2 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void onClick()}>
        {t('learnerRecords.uploads.manualGrades.template')}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(errorMessageKey(failure))}
        </Alert>
      )}
    </Box>
  );
}

function prepareGrades(kind: GradingKind, rows: CsvRow[], limits: GradingLimits) {
  return kind === 'manualGrades'
    ? prepareGradeFile(parseManualGrades(rows, limits.questionOf), MANUAL_GRADES_PER_BATCH, MANUAL_GRADES_BATCH_BYTES)
    : prepareGradeFile(parseExternalGrades(rows, limits.maxGradeExternal), EXTERNAL_GRADES_PER_BATCH);
}
