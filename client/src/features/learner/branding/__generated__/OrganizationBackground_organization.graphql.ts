/**
 * @generated SignedSource<<2c7f13e7093cd48242931f6ddf960cce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationBackground_organization$data = {
  readonly background: string | null | undefined;
  readonly " $fragmentType": "OrganizationBackground_organization";
};
export type OrganizationBackground_organization$key = {
  readonly " $data"?: OrganizationBackground_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationBackground_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationBackground_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "background",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "c8d8df03cc0f16b0d665016c7406727a";

export default node;
