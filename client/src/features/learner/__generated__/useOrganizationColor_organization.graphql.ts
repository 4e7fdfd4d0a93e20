/**
 * @generated SignedSource<<f6a2fc5e05876228d059e3c46454a23a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useOrganizationColor_organization$data = {
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "useOrganizationColor_organization";
};
export type useOrganizationColor_organization$key = {
  readonly " $data"?: useOrganizationColor_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"useOrganizationColor_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useOrganizationColor_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "23da516f19b4c6c173499ad83553bf87";

export default node;
