// Bulk e-mail (issue 17): admin/sendBulkEmail starts the sending job and
// answers at once with what will happen (sent to, skipped, dropped lines);
// progress follows through the job (jobProgress). docs/decisions/bulkMail.md.
import { bulkMailSubmission } from '../../../domain/bulkMail/bulkMailInputs.ts';
import { startBulkMail } from '../../services/bulkMail/startBulkMail.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  sendBulkEmail: route({
    access: 'ACCOUNT_OWNER',
    // the recipients file (10,000 lines) and the HTML (1 MB) together
    maxBodyBytes: 3 * 1024 * 1024,
    // `to` as a list of lines: one more than a file may have is the service's tooManyRecipients, not the edge guard's refusal
    maxItems: 10_001,
    body: bulkMailSubmission,
    handle: async (ctx, submission) => {
      const started = await startBulkMail(ctx, submission);
      return { bulkMailId: started.bulkMail.id, jobId: started.job.id, sending: started.sending, skipped: started.skipped, dropped: started.dropped };
    },
  }),
};
