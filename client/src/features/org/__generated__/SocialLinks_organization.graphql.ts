/**
 * @generated SignedSource<<3c8cdf7ded904137a9bdcd9acf2abad8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialLinks_organization$data = {
  readonly socialMedia: {
    readonly facebook: string | null | undefined;
    readonly instagram: string | null | undefined;
    readonly telegram: string | null | undefined;
    readonly whatsapp: string | null | undefined;
    readonly youtube: string | null | undefined;
  };
  readonly " $fragmentType": "SocialLinks_organization";
};
export type SocialLinks_organization$key = {
  readonly " $data"?: SocialLinks_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinks_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialLinks_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialMedia",
      "kind": "LinkedField",
      "name": "socialMedia",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebook",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instagram",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "youtube",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "telegram",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "whatsapp",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "f170e5518b1e749de4d448133756ffd1";

export default node;
