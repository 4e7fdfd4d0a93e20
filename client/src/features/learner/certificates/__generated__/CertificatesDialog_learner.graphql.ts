/**
 * @generated SignedSource<<07c0d9643ac884ea960389ece6ef22a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificatesDialog_learner$data = {
  readonly certificates: ReadonlyArray<{
    readonly displayName: string;
    readonly domainId: string;
    readonly domainName: string;
    readonly pngUrl: string | null | undefined;
    readonly url: string;
  }>;
  readonly " $fragmentType": "CertificatesDialog_learner";
};
export type CertificatesDialog_learner$key = {
  readonly " $data"?: CertificatesDialog_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificatesDialog_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificatesDialog_learner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Certificate",
      "kind": "LinkedField",
      "name": "certificates",
      "plural": true,
      "selections": [
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pngUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "054b2ed7bd5cddaed632efabb1e9aeb4";

export default node;
