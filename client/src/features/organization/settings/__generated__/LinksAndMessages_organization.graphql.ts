/**
 * @generated SignedSource<<614471f8c8e3455dbf9355f19c919092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinksAndMessages_organization$data = {
  readonly assistantDailyLimit: number | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assistantDailyLimit",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "c3449f808ddcee42919c458cee9250e2";

export default node;
