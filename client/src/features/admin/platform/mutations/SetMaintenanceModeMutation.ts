import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<SetMaintenanceModeMutation$data['setMaintenanceMode']>;

export type SetMaintenanceMode = (input: SetMaintenanceModeMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The platform admin switches maintenance mode (admin/setMaintenanceMode), with an optional estimated end. */
export function useSetMaintenanceModeMutation(): [SetMaintenanceMode, boolean] {
  const [run, inFlight] = useOutcomeMutation<SetMaintenanceModeMutation>(mutation, 'setMaintenanceMode', { commitAs: commitAsAdmin });
  const setMaintenanceMode = useCallback<SetMaintenanceMode>((input) => run({ input }), [run]);
  return [setMaintenanceMode, inFlight];
}
