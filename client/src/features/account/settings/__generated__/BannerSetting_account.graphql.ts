/**
 * @generated SignedSource<<b2937455e89225f78c12ad75828763ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BannerSetting_account$data = {
  readonly banner: string | null | undefined;
  readonly " $fragmentType": "BannerSetting_account";
};
export type BannerSetting_account$key = {
  readonly " $data"?: BannerSetting_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerSetting_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BannerSetting_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banner",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "939b13b694c5d51db3cc117879ad9634";

export default node;
