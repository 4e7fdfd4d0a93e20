/**
 * @generated SignedSource<<2d88758be636026e23342a5f7a582270>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandingSettings_organization$data = {
  readonly background: string | null | undefined;
  readonly banner: string | null | undefined;
  readonly " $fragmentType": "BrandingSettings_organization";
};
export type BrandingSettings_organization$key = {
  readonly " $data"?: BrandingSettings_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandingSettings_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandingSettings_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banner",
      "storageKey": null
    },
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

(node as any).hash = "a37ca246cb3dec01f13fe7f225e92197";

export default node;
