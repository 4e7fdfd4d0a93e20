/**
 * @generated SignedSource<<b9bb17b8432491aeeb502c11e28be133>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificatesUploadScreen_account$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateFolderList_account">;
  readonly " $fragmentType": "CertificatesUploadScreen_account";
};
export type CertificatesUploadScreen_account$key = {
  readonly " $data"?: CertificatesUploadScreen_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificatesUploadScreen_account">;
};

import CertificatesUploadScreenAdminRefetchQuery_graphql from './CertificatesUploadScreenAdminRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CertificatesUploadScreenAdminRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CertificatesUploadScreen_account",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CertificateFolderList_account"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "9a6633413858899b952e1e74207e6318";

export default node;
