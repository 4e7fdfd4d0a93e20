import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { outcomeOf, UNKNOWN_FAILURE, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type {
  AccountProperty,
  SetAccountPropertyMutation,
  SetAccountPropertyMutation$data,
} from './__generated__/SetAccountPropertyMutation.graphql.ts';

export type { AccountProperty };

// The answer carries every setting the account home shows; Relay merges it
// into the store by id, so each section shows the saved value.
const mutation = graphql`
  mutation SetAccountPropertyMutation($input: SetAccountPropertyInput!) {
    setAccountProperty(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSetAccountPropertySuccess {
        data {
          id
          alias
          primaryColor
          banner
          certificateTemplate
          completionDays
          timedAccountCompletionCriteria
          useCertificateTemplate
          certificateReleaseCriteria
          certificateKeywords {
            keyword
            value
          }
          useRegForm
          regFormId
          hideAccountToQuiz
          accountClosed
          disableDownloads
        }
      }
    }
  }
`;

type SavedAccount = SuccessData<SetAccountPropertyMutation$data['setAccountProperty']>;

/** The switches: each property is the Boolean account field of the same name. */
const SWITCH_PROPERTIES = ['useCertificateTemplate', 'useRegForm', 'hideAccountToQuiz', 'accountClosed', 'disableDownloads'] as const;
export type AccountSwitchProperty = (typeof SWITCH_PROPERTIES)[number] & AccountProperty;

const isSwitch = (property: AccountProperty): property is AccountSwitchProperty =>
  (SWITCH_PROPERTIES as readonly string[]).includes(property);

export interface SetAccountPropertyOptions {
  /** A switch shows its new position at once; Relay rolls it back when the save fails. */
  optimisticSwitch?: { accountId: string };
}

export type SetAccountProperty = (
  property: AccountProperty,
  value: unknown,
  options?: SetAccountPropertyOptions,
) => Promise<MutationOutcome<SavedAccount>>;

export function useSetAccountPropertyMutation(): SetAccountProperty {
  const [commit] = useMutation<SetAccountPropertyMutation>(mutation, commitAsAdmin);
  return useCallback<SetAccountProperty>(
    (property, value, options = {}) =>
      new Promise((resolve) => {
        const { optimisticSwitch } = options;
        commit({
          variables: { input: { property, value } },
          optimisticUpdater:
            optimisticSwitch && isSwitch(property)
              ? (store) => {
                  store.get(optimisticSwitch.accountId)?.setValue(Boolean(value), property);
                }
              : undefined,
          onCompleted: (response) => resolve(outcomeOf<SavedAccount>(response.setAccountProperty)),
          onError: () => resolve(UNKNOWN_FAILURE),
        });
      }),
    [commit],
  );
}
