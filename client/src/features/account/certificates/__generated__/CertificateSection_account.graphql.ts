/**
 * @generated SignedSource<<6c75a25a6a5462d684357d7407c0bbaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificateSection_account$data = {
  readonly certificateReleaseCriteria: ReadonlyArray<string>;
  readonly id: string;
  readonly useCertificateTemplate: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateKeywords_account" | "CertificateTemplateUpload_account" | "QuizCriteriaSelect_account">;
  readonly " $fragmentType": "CertificateSection_account";
};
export type CertificateSection_account$key = {
  readonly " $data"?: CertificateSection_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateSection_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateSection_account",
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
      "name": "useCertificateTemplate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificateReleaseCriteria",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CertificateTemplateUpload_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CertificateKeywords_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuizCriteriaSelect_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "edd00aac0ab29edff3281312201b986c";

export default node;
