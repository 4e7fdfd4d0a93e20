/**
 * @generated SignedSource<<3565142787e93bf3880d171f3f885987>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerQuizEntry_quiz$data = {
  readonly __id: string;
  readonly gradeOffset: number;
  readonly isForm: boolean;
  readonly mark: number | null | undefined;
  readonly maxGrade: number;
  readonly name: string;
  readonly quizId: string;
  readonly " $fragmentType": "LearnerQuizEntry_quiz";
};
export type LearnerQuizEntry_quiz$key = {
  readonly " $data"?: LearnerQuizEntry_quiz$data;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerQuizEntry_quiz">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LearnerQuizEntry_quiz",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isForm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxGrade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gradeOffset",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "LearnerQuizRecord",
  "abstractKey": null
};

(node as any).hash = "1a5294abeed3c2ead35bcbb253afb0b5";

export default node;
