// The manual and external grading uploads (admin spec §5): the quiz's
// questions (or its maximum external grade) are loaded first, the file is
// checked against them, then sent in batches.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
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

function prepareGrades(kind: GradingKind, rows: CsvRow[], limits: GradingLimits) {
  return kind === 'manualGrades'
    ? prepareGradeFile(parseManualGrades(rows, limits.questionOf), MANUAL_GRADES_PER_BATCH, MANUAL_GRADES_BATCH_BYTES)
    : prepareGradeFile(parseExternalGrades(rows, limits.maxGradeExternal), EXTERNAL_GRADES_PER_BATCH);
}
