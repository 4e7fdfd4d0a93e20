/**
 * @generated SignedSource<<52ef157f1af31b0f3d77d992ef28d808>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrgColorSetting_organization$data = {
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "OrgColorSetting_organization";
};
export type OrgColorSetting_organization$key = {
  readonly " $data"?: OrgColorSetting_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrgColorSetting_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrgColorSetting_organization",
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

(node as any).hash = "747bec83d11f25d8b9878b5b4161c29e";

export default node;
