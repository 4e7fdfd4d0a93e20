// The mail being written and sent: the design's files, the recipients file,
// the attachments, the subject and the message's language, the visual editor,
// then the password, the test send and Send, and the progress of a send.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignFile } from '../../../../domain/bulkMail/designFile.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { useFeedback } from '../account/activity/Feedback.tsx';
import { IsolatedSentence } from '../shell/userText/IsolatedSentence.tsx';
import { USER_INPUT_SLOT_PROPS } from '../shell/userText/UserText.tsx';
import { AttachmentsSection } from './attachments/AttachmentsSection.tsx';
import { useMailAttachments } from './attachments/useMailAttachments.ts';
import { DesignActions } from './DesignActions.tsx';
import type { MailDesignerHandle, MailLanguage } from './designer/mailDesigner.ts';
import { MailDesignerSlot } from './designer/MailDesignerSlot.tsx';
import { SendProgress } from './progress/SendProgress.tsx';
import { TestDelivery } from './progress/TestDelivery.tsx';
import { RecipientsSection, type RecipientsFile } from './RecipientsSection.tsx';
import { SendActions } from './SendActions.tsx';
import { useMailSending } from './useMailSending.ts';

export function MailComposer() {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const designer = useRef<MailDesignerHandle | null>(null);
  const [designerReady, setDesignerReady] = useState(false);
  const attachments = useMailAttachments();
  const [recipients, setRecipients] = useState<RecipientsFile | null>(null);
  const [subject, setSubject] = useState('');
  const [language, setLanguage] = useState<MailLanguage>(isLanguage(i18n.language) ? i18n.language : 'ar');
  const [revision, setRevision] = useState(0);
  const [password, setPassword] = useState('');
  const sending = useMailSending({ designer, subject, attachments: attachments.carried, revision, recipients, password });

  const designerRef = useCallback((handle: MailDesignerHandle | null) => {
    designer.current = handle;
    setDesignerReady(handle !== null);
  }, []);
  const designChanged = useCallback(() => setRevision((count) => count + 1), []);

  const load = (file: DesignFile) => {
    if (!designer.current) return;
    const loadedLanguage = designer.current.loadProjectData(file.design);
    setSubject(file.subject);
    attachments.replace(file.attachments);
    if (loadedLanguage) setLanguage(loadedLanguage);
    setRevision((count) => count + 1);
    feedback.success('bulkMail.design.loaded');
  };

  const kept = recipients?.result.ok ? recipients.result.recipients.length : 0;
  const mailReady = designerReady && attachments.problems.length === 0 && !attachments.uploading;
  const status = sending.pendingTest ? (
    <IsolatedSentence i18nKey="bulkMail.send.testWaiting" values={{ email: sending.pendingTest.to }} />
  ) : !sending.tested ? (
    t('bulkMail.send.testFirst')
  ) : !sending.testCurrent ? (
    t('bulkMail.send.testAgain')
  ) : kept === 0 ? (
    t('bulkMail.send.needRecipients')
  ) : password === '' ? (
    t('bulkMail.send.needPassword')
  ) : (
    <IsolatedSentence i18nKey="bulkMail.send.ready" values={{ email: sending.tested.to }} />
  );

  return (
    <Stack spacing={3}>
      <DesignActions
        subject={subject}
        attachments={attachments.carried}
        design={() => designer.current?.getProjectData() ?? null}
        html={sending.html}
        onLoad={load}
        disabled={!designerReady}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, '& > *': { flex: 1, minWidth: 0 } }}>
        <RecipientsSection recipients={recipients} onChange={setRecipients} />
        <AttachmentsSection mail={attachments} onInsert={(src, alt) => designer.current?.addImage(src, alt)} disabled={!designerReady} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={t('bulkMail.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value.replace(/[\r\n]/g, ' '))}
          required
          error={sending.subjectMissing && subject.trim() === ''}
          helperText={sending.subjectMissing && subject.trim() === '' ? t('errors.requiredFieldsMissing') : undefined}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { ...USER_INPUT_SLOT_PROPS.htmlInput, maxLength: 300 } }}
        />
        <TextField
          select
          label={t('bulkMail.language')}
          value={language}
          onChange={(event) => {
            if (!isLanguage(event.target.value)) return;
            setLanguage(event.target.value);
            designChanged();
          }}
          sx={{ minWidth: 180 }}
        >
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <MailDesignerSlot ref={designerRef} language={language} images={attachments.images} onChange={designChanged} />
      <SendActions
        password={password}
        onPassword={setPassword}
        passwordError={sending.passwordError}
        status={status}
        canTest={mailReady}
        canSend={mailReady && sending.testCurrent && kept > 0 && password !== ''}
        busy={sending.busy}
        recipients={kept}
        onTest={() => void sending.test()}
        beforeConfirm={sending.stillTested}
        onSend={() => void sending.sendNow()}
      />
      {sending.pendingTest && (
        <TestDelivery key={sending.pendingTest.jobId} jobId={sending.pendingTest.jobId} onDelivered={sending.testDelivered} onFailed={sending.testFailed} />
      )}
      {sending.started && <SendProgress key={sending.started.job.id} started={sending.started} />}
    </Stack>
  );
}
