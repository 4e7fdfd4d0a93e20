/**
 * @generated SignedSource<<c1c93ff4aef0d39dd076bc1bb794d4fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PolicyDialog_learner$data = {
  readonly privacyPolicyAccepted: boolean;
  readonly termsAccepted: boolean;
  readonly " $fragmentType": "PolicyDialog_learner";
};
export type PolicyDialog_learner$key = {
  readonly " $data"?: PolicyDialog_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"PolicyDialog_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PolicyDialog_learner",
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
      "name": "termsAccepted",
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "1b676e7eeb27eb018139bb025c497094";

export default node;
