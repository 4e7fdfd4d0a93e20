import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { quizGlobalId } from '../../quiz/quizPaths.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { EXAMINEES_PER_BATCH } from './batchSizes.ts';
import { CsvUploadDialog } from './CsvUploadDialog.tsx';
import { useSetExamineesMutation } from './mutations/SetExamineesMutation.ts';
import { prepareEmailList } from './prepareFile.ts';
import type { CsvRow } from './readCsvFile.ts';

interface Props {
  quizId: string;
  /** the quiz's name; the registration form's dialog has none */
  name?: string;
  onSucceeded?: () => void;
  onClose: () => void;
}

/** Upload private users (admin spec §5): one e-mail a line, setExaminees in batches of 100. */
export function PrivateUsersDialog({ quizId, name, onSucceeded, onClose }: Props) {
  const { t } = useTranslation();
  const setExaminees = useSetExamineesMutation();
  const prepare = useCallback((rows: CsvRow[]) => prepareEmailList(rows, EXAMINEES_PER_BATCH), []);
  const sendBatch = useCallback((emails: readonly string[]) => setExaminees(quizGlobalId(quizId), emails), [setExaminees, quizId]);
  return (
    <CsvUploadDialog
      title={
        name === undefined ? (
          t('learnerRecords.uploads.privateUsers.action')
        ) : (
          <IsolatedSentence i18nKey="learnerRecords.uploads.privateUsers.title" values={{ name }} />
        )
      }
      rules={t('learnerRecords.uploads.privateUsers.rules')}
      prepare={prepare}
      sendBatch={sendBatch}
      submitLabel={t('learnerRecords.uploads.privateUsers.submit')}
      appliedKey="learnerRecords.uploads.privateUsers.applied"
      onSucceeded={onSucceeded}
      onClose={onClose}
    />
  );
}
