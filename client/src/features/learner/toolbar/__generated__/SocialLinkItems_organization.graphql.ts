/**
 * @generated SignedSource<<47845fc59c3e509edbe8ec1c1bd29d79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialLinkItems_organization$data = {
  readonly socialMedia: {
    readonly facebook: string | null | undefined;
    readonly instagram: string | null | undefined;
    readonly telegram: string | null | undefined;
    readonly whatsapp: string | null | undefined;
    readonly youtube: string | null | undefined;
  };
  readonly " $fragmentType": "SocialLinkItems_organization";
};
export type SocialLinkItems_organization$key = {
  readonly " $data"?: SocialLinkItems_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinkItems_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialLinkItems_organization",
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

(node as any).hash = "db8c926bda8a4682d246a999b82bfb74";

export default node;
