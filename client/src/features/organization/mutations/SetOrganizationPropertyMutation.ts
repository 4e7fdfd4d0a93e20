import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { OrganizationProperty, SetOrganizationPropertyMutation } from './__generated__/SetOrganizationPropertyMutation.graphql.ts';

export type { OrganizationProperty };

// The answer carries every field the organisation home's editors read; Relay
// merges it into the store by id, so each section shows the saved value.
const mutation = graphql`
  mutation SetOrganizationPropertyMutation($input: SetOrganizationPropertyInput!) {
    setOrganizationProperty(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSetOrganizationPropertySuccess {
        data {
          id
          ...BrandingSettings_organization
          ...LinksAndMessages_organization
          ...SocialLinksEditor_organization
          ...VerifiedSignInSetting_organization
          ...OrgColorSetting_organization
          ...LandingEditor_organization
        }
      }
    }
  }
`;

export type SetOrganizationProperty = (property: OrganizationProperty, value: unknown) => Promise<MutationOutcome<unknown>>;

/** Sets one property of the holder's organisation (admin/setOrgProperty). */
export function useSetOrganizationPropertyMutation(): [SetOrganizationProperty, boolean] {
  const [run, inFlight] = useOutcomeMutation<SetOrganizationPropertyMutation>(mutation, 'setOrganizationProperty', {
    commitAs: commitAsAdmin,
  });
  const setProperty = useCallback<SetOrganizationProperty>((property, value) => run({ input: { property, value } }), [run]);
  return [setProperty, inFlight];
}
