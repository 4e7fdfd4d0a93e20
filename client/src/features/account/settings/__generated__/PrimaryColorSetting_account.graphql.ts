/**
 * @generated SignedSource<<236b1ec05803b1aadd7d6ddbee43baef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrimaryColorSetting_account$data = {
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "PrimaryColorSetting_account";
};
export type PrimaryColorSetting_account$key = {
  readonly " $data"?: PrimaryColorSetting_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrimaryColorSetting_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrimaryColorSetting_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "848f5fc8c9d3ca9fb095dace36a7b505";

export default node;
