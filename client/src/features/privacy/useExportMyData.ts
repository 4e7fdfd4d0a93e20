// user/exportUserData: asks for everything the platform holds about the
// learner and downloads it as <e-mail>-<yyyy-mm-dd>.json.
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useExportMyDataQuery } from './__generated__/useExportMyDataQuery.graphql.ts';

const query = graphql`
  query useExportMyDataQuery {
    exportMyData {
      __typename
      ... on QueryExportMyDataSuccess {
        data
      }
      ... on AppError {
        code
      }
    }
  }
`;

/** `ana@example.com-2026-11-23.json`: the e-mail and the day of the export. */
export function exportFileName(email: string, now: Date): string {
  return `${email}-${now.toISOString().slice(0, 10)}.json`;
}

function download(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ExportOutcome = 'done' | 'failed' | 'error';

/** 'failed': the server refused ('Failed to export data'); 'error': no answer ('An error occurred'). */
export function useExportMyData(email: string): [() => Promise<ExportOutcome>, boolean] {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (): Promise<ExportOutcome> => {
    setBusy(true);
    try {
      const answer = await fetchQuery<useExportMyDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
      const result = answer?.exportMyData;
      if (result?.__typename !== 'QueryExportMyDataSuccess') return 'failed';
      download(exportFileName(email, new Date()), result.data);
      return 'done';
    } catch {
      return 'error';
    } finally {
      setBusy(false);
    }
  }, [environment, email]);
  return [run, busy];
}
