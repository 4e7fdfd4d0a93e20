/**
 * @generated SignedSource<<00aaa07882b31d9c797cfff504360ad8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribersCount_account$data = {
  readonly usersCount: number;
  readonly " $fragmentType": "SubscribersCount_account";
};
export type SubscribersCount_account$key = {
  readonly " $data"?: SubscribersCount_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscribersCount_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscribersCount_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usersCount",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "eed24876a3b666e62b5129199fd371f9";

export default node;
