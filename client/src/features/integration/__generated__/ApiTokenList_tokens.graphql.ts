/**
 * @generated SignedSource<<d9c066d0ce1bc76d8942111029e1ffb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "READ_ONLY" | "READ_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokenList_tokens$data = ReadonlyArray<{
  readonly expiresAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly revokedAt: any | null | undefined;
  readonly scope: ApiTokenScope;
  readonly " $fragmentType": "ApiTokenList_tokens";
}>;
export type ApiTokenList_tokens$key = ReadonlyArray<{
  readonly " $data"?: ApiTokenList_tokens$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_tokens">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ApiTokenList_tokens",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "7c32bc3fce1ae678d69f2e3d6eac6c49";

export default node;
