/**
 * @generated SignedSource<<da5489357930aaa4f29ece0430d69ded>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserDetailsDialog_learner$data = {
  readonly email: string;
  readonly name: string;
  readonly telegram: string | null | undefined;
  readonly " $fragmentType": "UserDetailsDialog_learner";
};
export type UserDetailsDialog_learner$key = {
  readonly " $data"?: UserDetailsDialog_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserDetailsDialog_learner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserDetailsDialog_learner",
  "selections": [
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Learner",
  "abstractKey": null
};

(node as any).hash = "719804acbe030e9ac9740cf466ca2d9e";

export default node;
