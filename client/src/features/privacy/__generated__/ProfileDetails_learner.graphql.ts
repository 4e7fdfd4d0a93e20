/**
 * @generated SignedSource<<f64fb50561a722b60f3386c5986749ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileDetails_learner$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly name: string;
  readonly telegram: string | null | undefined;
  readonly " $fragmentType": "ProfileDetails_learner";
};
export type ProfileDetails_learner$key = {
  readonly " $data"?: ProfileDetails_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileDetails_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileDetails_learner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "telegram",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "7df73c9d11242228b6428466bc47dcef";

export default node;
