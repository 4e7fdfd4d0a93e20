/**
 * @generated SignedSource<<4d50f0836066bfa0520eef29352bec2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialLinksEditor_organization$data = {
  readonly socialMedia: {
    readonly facebook: string | null | undefined;
    readonly instagram: string | null | undefined;
    readonly telegram: string | null | undefined;
    readonly whatsapp: string | null | undefined;
    readonly youtube: string | null | undefined;
  };
  readonly " $fragmentType": "SocialLinksEditor_organization";
};
export type SocialLinksEditor_organization$key = {
  readonly " $data"?: SocialLinksEditor_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinksEditor_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialLinksEditor_organization",
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

(node as any).hash = "24ab7848af5535de481c553e12eac152";

export default node;
