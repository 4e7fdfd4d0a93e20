/**
 * @generated SignedSource<<84975959f4e6460b5b67a5da0cabec0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationItem_organization$data = {
  readonly accountsCount: number;
  readonly alias: string;
  readonly holderUsername: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "OrganizationItem_organization";
};
export type OrganizationItem_organization$key = {
  readonly " $data"?: OrganizationItem_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationItem_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationItem_organization",
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
      "name": "accountsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holderUsername",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "3a8e0c4edfe8ce04a37ae716aac9e675";

export default node;
