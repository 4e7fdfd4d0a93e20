/**
 * @generated SignedSource<<9fe9527ea679ec4e5a25b718540eb803>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificateKeywords_account$data = {
  readonly certificateKeywords: ReadonlyArray<{
    readonly keyword: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "CertificateKeywords_account";
};
export type CertificateKeywords_account$key = {
  readonly " $data"?: CertificateKeywords_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateKeywords_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateKeywords_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CertificateKeyword",
      "kind": "LinkedField",
      "name": "certificateKeywords",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keyword",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "fc98d352e8b39216335d36b4f747805d";

export default node;
