// The test send and the real one. The mail sent is the designer's HTML with
// its inline images by cid (domain/bulkMail/inlineImages.ts). Send waits for
// a test of this very mail: the fingerprint of what the test sent (subject,
// HTML, attachments: domain/bulkMail/mailFingerprint.ts) is kept and compared
// with the fingerprint of the mail as it is now, taken again whenever the
// subject, the attachments or the design change (the designer says when), and
// once more of the very message Send sends. A change the designer announces
// without changing what is sent (its re-serialising on blur, a selection)
// leaves the test valid; a change it does not announce cannot slip through.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { DesignAttachment } from '../../../../domain/bulkMail/designFile.ts';
import { inlineImageSources } from '../../../../domain/bulkMail/inlineImages.ts';
import { mailFingerprint } from '../../../../domain/bulkMail/mailFingerprint.ts';
import { useFeedback } from '../account/activity/Feedback.tsx';
import { usePendingCalls } from '../account/activity/PendingCalls.tsx';
import type { MailDesignerHandle } from './designer/mailDesigner.ts';
import { useSendBulkEmailMutation, type StartedBulkEmail } from './mutations/SendBulkEmailMutation.ts';
import { useSendBulkEmailTestMutation } from './mutations/SendBulkEmailTestMutation.ts';
import type { RecipientsFile } from './RecipientsSection.tsx';

interface Draft {
  designer: RefObject<MailDesignerHandle | null>;
  subject: string;
  attachments: readonly DesignAttachment[];
  /** counts the designer's changes (the mail's fingerprint is taken again on each) */
  revision: number;
  recipients: RecipientsFile | null;
  password: string;
}

interface Tested {
  /** the fingerprint of the mail the test carried */
  mail: string;
  /** the owner's address it went to */
  to: string;
}

/** A test the server took, until the mail server took it too (TestDelivery). */
interface PendingTest extends Tested {
  jobId: string;
}

export function useMailSending({ designer, subject, attachments, revision, recipients, password }: Draft) {
  const feedback = useFeedback();
  const track = usePendingCalls();
  const [sendTest, testing] = useSendBulkEmailTestMutation();
  const [send, sending] = useSendBulkEmailMutation();
  const [tested, setTested] = useState<Tested | null>(null);
  const [pendingTest, setPendingTest] = useState<PendingTest | null>(null);
  const [started, setStarted] = useState<StartedBulkEmail | null>(null);
  const [passwordError, setPasswordError] = useState(false);
  const [subjectMissing, setSubjectMissing] = useState(false);

  const html = () => inlineImageSources(designer.current?.getHtml() ?? '', attachments);
  const content = (message: string) => ({ subject, message, origin: window.location.origin, attachments: [...attachments] });
  const fingerprintOf = (message: string) => mailFingerprint({ subject, html: message, attachments });
  /** the fingerprint of the mail as it is now (the same string when a change changed nothing sent: no render) */
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const editor = designer.current;
    // typing the editor has not yet put in its HTML (nor exported at each key): a mail not known yet, and not the one tested
    setCurrent(editor?.typing() ? null : mailFingerprint({ subject, html: inlineImageSources(editor?.getHtml() ?? '', attachments), attachments }));
  }, [designer, subject, attachments, revision]);
  /** a test of the mail as it is now went out */
  const testCurrent = tested !== null && tested.mail === current;

  const test = async () => {
    setSubjectMissing(subject.trim() === '');
    if (subject.trim() === '') return feedback.failure('requiredFieldsMissing');
    const message = html();
    // the message is the mail as it is now (the designer may not have announced the last of its typing yet)
    const mail = fingerprintOf(message);
    setCurrent(mail);
    const outcome = await track(sendTest(content(message)));
    if (!outcome.ok) return feedback.failure(outcome.code);
    setTested(null);
    setPendingTest({ mail, to: outcome.data.to, jobId: outcome.data.job.id });
  };

  const testDelivered = useCallback(() => {
    if (!pendingTest) return;
    const { jobId: _job, ...delivered } = pendingTest;
    setPendingTest(null);
    setTested(delivered);
    feedback.success('bulkMail.send.testSent', { email: delivered.to });
  }, [pendingTest, feedback]);

  const testFailed = useCallback(
    (reason: string) => {
      if (!pendingTest) return;
      setPendingTest(null);
      feedback.problem(reason ? 'bulkMail.send.testRefused' : 'bulkMail.send.testFailed', { email: pendingTest.to, reason });
    },
    [pendingTest, feedback],
  );

  /** Whether `message` is the mail tested; if not, says so and asks for a test again. */
  const isTested = (message: string) => {
    const mail = fingerprintOf(message);
    setCurrent(mail);
    if (tested && mail === tested.mail) return true;
    feedback.problem('bulkMail.send.changedSinceTest');
    return false;
  };

  const stillTested = () => isTested(html());

  const sendNow = async () => {
    if (!recipients) return;
    // the very message sent is the one compared with the test
    const message = html();
    if (!isTested(message)) return;
    const outcome = await track(send({ ...content(message), password, to: recipients.lines }));
    setPasswordError(!outcome.ok && outcome.code === 'invalidCredentials');
    if (!outcome.ok) return feedback.failure(outcome.code);
    setStarted(outcome.data);
    // another send of the same mail needs a test again: no double send by a second click
    setTested(null);
  };

  return {
    html,
    test,
    pendingTest,
    testDelivered,
    testFailed,
    stillTested,
    sendNow,
    tested,
    testCurrent,
    started,
    passwordError,
    subjectMissing,
    busy: testing || sending || pendingTest !== null,
  };
}
