/**
 * @generated SignedSource<<62c78fd5146d4f0fd306ab04baffaaf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuizCriteriaSelect_account$data = {
  readonly quizzes: ReadonlyArray<{
    readonly name: string;
    readonly quizId: string;
  }>;
  readonly " $fragmentType": "QuizCriteriaSelect_account";
};
export type QuizCriteriaSelect_account$key = {
  readonly " $data"?: QuizCriteriaSelect_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuizCriteriaSelect_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuizCriteriaSelect_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EditorQuizSummary",
      "kind": "LinkedField",
      "name": "quizzes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quizId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "de78412ad2c17aec46ffa3daa6ee1713";

export default node;
