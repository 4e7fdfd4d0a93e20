// The header's "download verified e-mails": the learners who accepted the
// policies, one e-mail a line, as {alias}_verified_emails.txt.
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';
import { useFeedback } from '../account/activity/Feedback.tsx';
import type { VerifiedEmailsButtonQuery } from './__generated__/VerifiedEmailsButtonQuery.graphql.ts';

const query = graphql`
  query VerifiedEmailsButtonQuery {
    viewer {
      organization {
        verifiedLearnerEmails
      }
    }
  }
`;

export function verifiedEmailsFile(emails: readonly string[]): Blob {
  return new Blob([emails.join('\n') + (emails.length ? '\n' : '')], { type: 'text/plain;charset=utf-8' });
}

export function VerifiedEmailsButton({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // A download, not a screen: the list as it is now (learners accept the policies elsewhere), never a stored copy.
      const data = await fetchQuery<VerifiedEmailsButtonQuery>(environment, query, {}, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' }).toPromise();
      const emails = data?.viewer.organization?.verifiedLearnerEmails;
      if (!emails) return feedback.failure('unknown');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(verifiedEmailsFile(emails));
      link.download = `${alias}_verified_emails.txt`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      feedback.failure('unknown');
    } finally {
      setBusy(false);
    }
  };
  return <ToolbarAction icon={<DownloadIcon />} label={t('orgSettings.downloadVerifiedEmails')} disabled={busy} onClick={() => void download()} />;
}
