/**
 * @generated SignedSource<<1ac45b10c7ff599847654c4ec74221e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminAccountCard_account$data = {
  readonly alias: string;
  readonly enableVideo: boolean;
  readonly id: string;
  readonly storageBucket: string | null | undefined;
  readonly storageUrl: string | null | undefined;
  readonly " $fragmentType": "AdminAccountCard_account";
};
export type AdminAccountCard_account$key = {
  readonly " $data"?: AdminAccountCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminAccountCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminAccountCard_account",
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
      "name": "alias",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableVideo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storageBucket",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storageUrl",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "79958f3bb46b9f3a75c625a705a5809f";

export default node;
