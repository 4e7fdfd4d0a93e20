/**
 * @generated SignedSource<<99a0ba7959e3f67f4b88c0f26782043e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimedCompletionSection_account$data = {
  readonly isTimed: boolean;
  readonly timedAccountCompletionCriteria: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"CompletionDaysField_account" | "QuizCriteriaSelect_account">;
  readonly " $fragmentType": "TimedCompletionSection_account";
};
export type TimedCompletionSection_account$key = {
  readonly " $data"?: TimedCompletionSection_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimedCompletionSection_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimedCompletionSection_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isTimed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timedAccountCompletionCriteria",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompletionDaysField_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuizCriteriaSelect_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "93ac920766fc7bae5e05047fddcfe3a8";

export default node;
