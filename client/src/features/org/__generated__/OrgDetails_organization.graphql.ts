/**
 * @generated SignedSource<<e6b2ebd9448864c7a18f3bdae1639c19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrgDetails_organization$data = {
  readonly alias: string;
  readonly background: string | null | undefined;
  readonly banner: string | null | undefined;
  readonly isLive: boolean;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly supportLink: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinks_organization">;
  readonly " $fragmentType": "OrgDetails_organization";
};
export type OrgDetails_organization$key = {
  readonly " $data"?: OrgDetails_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrgDetails_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrgDetails_organization",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SocialLinks_organization"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "57aa6fe3f211f1340998e94da8a67b37";

export default node;
