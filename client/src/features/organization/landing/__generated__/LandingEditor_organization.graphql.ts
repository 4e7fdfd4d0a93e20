/**
 * @generated SignedSource<<ebe35794f47fc30e0a4baab62fb20c63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingEditor_organization$data = {
  readonly isLive: boolean;
  readonly landingPageHtml: string | null | undefined;
  readonly landingPageTemplate: any | null | undefined;
  readonly " $fragmentType": "LandingEditor_organization";
};
export type LandingEditor_organization$key = {
  readonly " $data"?: LandingEditor_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"LandingEditor_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LandingEditor_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "landingPageHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "landingPageTemplate",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "874b1a89a9833e5d84e30c9f4a25bf80";

export default node;
