// The test send and the real one. The mail sent is the designer's HTML with
// its inline images by cid (domain/bulkMail/inlineImages.ts). Send waits for
// a test of this very mail: the subject, the HTML and the attachments as they
// were tested are kept, and any change (the designer says when its design
// changes) asks for a new test; before the confirmation the HTML is compared
// again, so a change the designer did not announce cannot slip through.
import { useCallback, useState, type RefObject } from 'react';
import type { DesignAttachment } from '../../../../domain/bulkMail/designFile.ts';
import { inlineImageSources } from '../../../../domain/bulkMail/inlineImages.ts';
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
  /** counts the designer's changes */
  revision: number;
  recipients: RecipientsFile | null;
  password: string;
}

interface Tested {
  /** subject, HTML and attachments as the test carried them */
  mail: string;
  subject: string;
  attachments: string;
  revision: number;
  /** the owner's address it went to */
  to: string;
}

/** A test the server took, until the mail server took it too (TestDelivery). */
interface PendingTest extends Tested {
  jobId: string;
}

const mailKey = (subject: string, html: string, attachments: readonly DesignAttachment[]) => JSON.stringify([subject, html, attachments]);

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

  const attachmentsJson = JSON.stringify(attachments);
  const html = () => inlineImageSources(designer.current?.getHtml() ?? '', attachments);
  const content = (message: string) => ({ subject, message, origin: window.location.origin, attachments: [...attachments] });
  /** a test of the mail as it is now went out */
  const testCurrent = tested !== null && tested.revision === revision && tested.subject === subject && tested.attachments === attachmentsJson;

  const test = async () => {
    setSubjectMissing(subject.trim() === '');
    if (subject.trim() === '') return feedback.failure('requiredFieldsMissing');
    const message = html();
    const outcome = await track(sendTest(content(message)));
    if (!outcome.ok) return feedback.failure(outcome.code);
    setTested(null);
    setPendingTest({ mail: mailKey(subject, message, attachments), subject, attachments: attachmentsJson, revision, to: outcome.data.to, jobId: outcome.data.job.id });
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

  const stillTested = () => {
    if (tested && mailKey(subject, html(), attachments) === tested.mail) return true;
    setTested(null);
    feedback.problem('bulkMail.send.changedSinceTest');
    return false;
  };

  const sendNow = async () => {
    if (!recipients) return;
    const outcome = await track(send({ ...content(html()), password, to: recipients.lines }));
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
