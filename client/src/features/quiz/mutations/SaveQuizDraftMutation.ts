import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../../relay/mutationOutcome.ts';
import { SaveRefusedError, type SaveTransport } from '../taking/autosaver.ts';
import type { SaveQuizDraftMutation } from './__generated__/SaveQuizDraftMutation.graphql.ts';

const mutation = graphql`
  mutation SaveQuizDraftMutation($input: SaveQuizDraftInput!) {
    saveQuizDraft(input: $input) {
      __typename
      ... on AppError {
        code
      }
      ... on MutationSaveQuizDraftSuccess {
        data {
          seq
          savedAt
          applied
        }
      }
    }
  }
`;

/** The autosaver's transport: an error code from the server is final (SaveRefusedError); a failed request is retried. */
export function useSaveQuizDraftMutation(): SaveTransport {
  const [run] = useResponseMutation<SaveQuizDraftMutation>(mutation);
  return useCallback<SaveTransport>(
    async ({ attemptId, seq, answers, log }) => {
      const response = await run({ input: { attemptId, seq, answers, log } });
      if (!response) throw new Error('network');
      const result = response.saveQuizDraft;
      if (result.__typename === 'MutationSaveQuizDraftSuccess') return { ...result.data, savedAt: String(result.data.savedAt) };
      if (result.__typename === 'AppError') throw new SaveRefusedError(result.code);
      throw new Error('unexpected answer');
    },
    [run],
  );
}
