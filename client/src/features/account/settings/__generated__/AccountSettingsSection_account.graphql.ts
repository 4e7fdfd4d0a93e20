/**
 * @generated SignedSource<<3510bca1d9322733084e8e0eb082d51c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsSection_account$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AliasSetting_account" | "BannerSetting_account" | "PrimaryColorSetting_account">;
  readonly " $fragmentType": "AccountSettingsSection_account";
};
export type AccountSettingsSection_account$key = {
  readonly " $data"?: AccountSettingsSection_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsSection_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSettingsSection_account",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AliasSetting_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrimaryColorSetting_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BannerSetting_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "37e283d377773a610e2793acf2df8ddd";

export default node;
