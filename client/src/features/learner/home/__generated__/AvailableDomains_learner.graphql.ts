/**
 * @generated SignedSource<<5d35229a0edb64a3f4cd12666a966b1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvailableDomains_learner$data = {
  readonly availableDomains: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly registrationForm: string | null | undefined;
  }>;
  readonly " $fragmentType": "AvailableDomains_learner";
};
export type AvailableDomains_learner$key = {
  readonly " $data"?: AvailableDomains_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailableDomains_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailableDomains_learner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Domain",
      "kind": "LinkedField",
      "name": "availableDomains",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registrationForm",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "f327fcacf157c43c7c3c31b9e4012460";

export default node;
