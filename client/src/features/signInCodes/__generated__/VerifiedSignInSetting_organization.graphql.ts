/**
 * @generated SignedSource<<dc9467ec5afcd3618d091ec9c3770b28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifiedSignInSetting_organization$data = {
  readonly verifiedSignIn: boolean;
  readonly " $fragmentType": "VerifiedSignInSetting_organization";
};
export type VerifiedSignInSetting_organization$key = {
  readonly " $data"?: VerifiedSignInSetting_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerifiedSignInSetting_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerifiedSignInSetting_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedSignIn",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "fa10b34ea2376ac662f30a2565badfed";

export default node;
