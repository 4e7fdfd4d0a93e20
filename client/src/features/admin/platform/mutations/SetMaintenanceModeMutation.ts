import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { SetMaintenanceModeMutation, SetMaintenanceModeMutation$data, SetMaintenanceModeMutation$variables } from './__generated__/SetMaintenanceModeMutation.graphql.ts';

const mutation = graphql`
  mutation SetMaintenanceModeMutation($input: SetMaintenanceModeInput!) {
    setMaintenanceMode(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSetMaintenanceModeSuccess {
        data {
          enabled
          until
        }
      }
    }
  }
`;

type Answer = Extract<SetMaintenanceModeMutation$data['setMaintenanceMode'], { __typename: 'MutationSetMaintenanceModeSuccess' }>['data'];

export type SetMaintenanceMode = (input: SetMaintenanceModeMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The platform admin switches maintenance mode (admin/setMaintenanceMode), with an optional estimated end. */
export function useSetMaintenanceModeMutation(): [SetMaintenanceMode, boolean] {
  const [commit, inFlight] = useMutation<SetMaintenanceModeMutation>(mutation, commitAsAdmin);
  const run = useCallback<SetMaintenanceMode>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.setMaintenanceMode) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
