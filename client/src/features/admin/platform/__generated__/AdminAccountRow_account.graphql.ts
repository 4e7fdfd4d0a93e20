/**
 * @generated SignedSource<<fab4512fad52e1fd90f64019e7b093f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminAccountRow_account$data = {
  readonly alias: string;
  readonly enableVideo: boolean;
  readonly id: string;
  readonly storageBucket: string | null | undefined;
  readonly storageUrl: string | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AdminAccountRow_account";
};
export type AdminAccountRow_account$key = {
  readonly " $data"?: AdminAccountRow_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminAccountRow_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminAccountRow_account",
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
      "name": "username",
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

(node as any).hash = "3a17c685809a41999834f645c5d1a0b0";

export default node;
