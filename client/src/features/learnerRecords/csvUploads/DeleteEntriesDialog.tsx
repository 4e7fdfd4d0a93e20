import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { quizGlobalId } from '../../quiz/quizPaths.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { ENTRIES_PER_BATCH } from './batchSizes.ts';
import { CsvUploadDialog } from './CsvUploadDialog.tsx';
import { useDeleteQuizEntriesMutation } from './mutations/DeleteQuizEntriesMutation.ts';
import { prepareEmailList } from './prepareFile.ts';
import type { CsvRow } from './readCsvFile.ts';

type Props = {
  quizId: string;
  onSucceeded?: () => void;
  onClose: () => void;
} & ({ registrationForm: true } | { registrationForm?: false; name: string });

/**
 * Delete examinees by file (a quiz) or registrants by file (the registration
 * form): one e-mail a line, deleteQuizEntries in batches of 100; success says
 * en_examinees_deleted or en_registerees_deleted (admin spec §8).
 */
export function DeleteEntriesDialog(props: Props) {
  const { quizId, onSucceeded, onClose } = props;
  const { t } = useTranslation();
  const feedback = useFeedback();
  const deleteEntries = useDeleteQuizEntriesMutation();
  const texts = props.registrationForm ? 'learnerRecords.uploads.deleteRegistrants' : 'learnerRecords.uploads.deleteExaminees';
  const prepare = useCallback((rows: CsvRow[]) => prepareEmailList(rows, ENTRIES_PER_BATCH), []);
  const sendBatch = useCallback((emails: readonly string[]) => deleteEntries(quizGlobalId(quizId), emails), [deleteEntries, quizId]);
  const succeeded = () => {
    feedback.success(props.registrationForm ? 'learnerRecords.uploads.en_registerees_deleted' : 'learnerRecords.uploads.en_examinees_deleted');
    onSucceeded?.();
  };
  return (
    <CsvUploadDialog
      title={props.registrationForm ? t(`${texts}.title`) : <IsolatedSentence i18nKey={`${texts}.title`} values={{ name: props.name }} />}
      rules={t(`${texts}.rules`)}
      prepare={prepare}
      sendBatch={sendBatch}
      submitLabel={t(`${texts}.submit`)}
      appliedKey={`${texts}.applied`}
      countKeys={props.registrationForm ? DELETED_COUNT_KEYS : { examinees: DELETED_COUNT_KEYS.examinees, submissions: DELETED_COUNT_KEYS.submissions }}
      submitColor="error"
      onSucceeded={succeeded}
      onClose={onClose}
    />
  );
}

/** What deleteQuizEntries answers it removed, each with its sentence. */
const DELETED_COUNT_KEYS = {
  examinees: 'learnerRecords.uploads.deleted.examinees',
  submissions: 'learnerRecords.uploads.deleted.submissions',
  registrations: 'learnerRecords.uploads.deleted.registrations',
};
