/**
 * @generated SignedSource<<900eb1aa991bff0814e6e48b183a4a01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentSettingsSection_learner$data = {
  readonly privacyPolicyAccepted: boolean;
  readonly privacyPolicyAcceptedAt: any | null | undefined;
  readonly termsAccepted: boolean;
  readonly termsAcceptedAt: any | null | undefined;
  readonly " $fragmentType": "ConsentSettingsSection_learner";
};
export type ConsentSettingsSection_learner$key = {
  readonly " $data"?: ConsentSettingsSection_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentSettingsSection_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsentSettingsSection_learner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacyPolicyAccepted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacyPolicyAcceptedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "termsAccepted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "termsAcceptedAt",
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "757751ab881ddf0ef80055bfcd02341b";

export default node;
