/**
 * @generated SignedSource<<4666fbebb80e9293558da4c1dfefa14b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificateFolderList_account$data = {
  readonly certificateFolders: ReadonlyArray<{
    readonly displayName: string | null | undefined;
    readonly fileCount: number;
    readonly files: ReadonlyArray<{
      readonly fileName: string;
      readonly id: string;
      readonly matched: boolean;
      readonly path: string;
      readonly url: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly unmatchedCount: number;
  }>;
  readonly id: string;
  readonly " $fragmentType": "CertificateFolderList_account";
};
export type CertificateFolderList_account$key = {
  readonly " $data"?: CertificateFolderList_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateFolderList_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateFolderList_account",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CertificateFolder",
      "kind": "LinkedField",
      "name": "certificateFolders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unmatchedCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CertificateFile",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "matched",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "82bdb84cfdfb0a6c3579947c61b625cc";

export default node;
