/**
 * @generated SignedSource<<8bb69c0d54b57c0601ac3bb976158884>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinksAndMessages_organization$data = {
  readonly availableProgramsMsg: string | null | undefined;
  readonly introductionMsg: string | null | undefined;
  readonly supportLink: string | null | undefined;
  readonly " $fragmentType": "LinksAndMessages_organization";
};
export type LinksAndMessages_organization$key = {
  readonly " $data"?: LinksAndMessages_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinksAndMessages_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinksAndMessages_organization",
  "selections": [
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
      "name": "availableProgramsMsg",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introductionMsg",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "c368b9219e838f819b662b90b0469f6d";

export default node;
