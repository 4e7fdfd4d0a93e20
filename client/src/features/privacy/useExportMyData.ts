// user/exportUserData: asks for everything the platform holds about the
// learner, with the code mailed for the export (issue 30), and downloads it as
// <e-mail>-<yyyy-mm-dd>.json. A mutation: the code is spent.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../relay/mutationOutcome.ts';
import type { useExportMyDataMutation } from './__generated__/useExportMyDataMutation.graphql.ts';

const mutation = graphql`
  mutation useExportMyDataMutation($input: ExportMyDataInput!) {
    exportMyData(input: $input) {
      __typename
      ... on MutationExportMyDataSuccess {
        data {
          data
        }
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

/** 'done'; `{ refused }`: the server's code ('Failed to export data' unless the code is the step-up's); 'error': no answer. */
export type ExportOutcome = 'done' | 'error' | { refused: string };

export function useExportMyData(email: string): [(code: string) => Promise<ExportOutcome>, boolean] {
  const [commit, busy] = useResponseMutation<useExportMyDataMutation>(mutation);
  const run = useCallback(
    async (code: string): Promise<ExportOutcome> => {
      const response = await commit({ input: { code } });
      const result = response?.exportMyData;
      if (!result) return 'error';
      if (result.__typename !== 'MutationExportMyDataSuccess') return { refused: result.__typename === 'AppError' ? result.code : 'unknown' };
      download(exportFileName(email, new Date()), result.data.data);
      return 'done';
    },
    [commit, email],
  );
  return [run, busy];
}
