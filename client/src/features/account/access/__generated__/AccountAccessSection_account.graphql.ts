/**
 * @generated SignedSource<<30677a438174853f2e554697b47693cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountAccessSection_account$data = {
  readonly accountClosed: boolean;
  readonly disableDownloads: boolean;
  readonly hideAccountToQuiz: boolean;
  readonly id: string;
  readonly isTimed: boolean;
  readonly " $fragmentType": "AccountAccessSection_account";
};
export type AccountAccessSection_account$key = {
  readonly " $data"?: AccountAccessSection_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountAccessSection_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountAccessSection_account",
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
      "name": "isTimed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideAccountToQuiz",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountClosed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disableDownloads",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "400add16b34361d7aa7645e98f7fd8c1";

export default node;
