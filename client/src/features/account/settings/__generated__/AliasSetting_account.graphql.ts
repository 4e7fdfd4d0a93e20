/**
 * @generated SignedSource<<e19296ab0603bc501695de995020da8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AliasSetting_account$data = {
  readonly alias: string;
  readonly " $fragmentType": "AliasSetting_account";
};
export type AliasSetting_account$key = {
  readonly " $data"?: AliasSetting_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AliasSetting_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AliasSetting_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alias",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "89728de58fb255aec71b71df66d30a22";

export default node;
