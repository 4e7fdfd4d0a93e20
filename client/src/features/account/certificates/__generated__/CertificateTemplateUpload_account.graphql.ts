/**
 * @generated SignedSource<<bf7dd056271d1730ca295c9a86cb0852>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificateTemplateUpload_account$data = {
  readonly certificateTemplate: string | null | undefined;
  readonly " $fragmentType": "CertificateTemplateUpload_account";
};
export type CertificateTemplateUpload_account$key = {
  readonly " $data"?: CertificateTemplateUpload_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateTemplateUpload_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateTemplateUpload_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificateTemplate",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "4caa80a40238c68649b9d91c0769171b";

export default node;
