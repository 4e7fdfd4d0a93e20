/**
 * @generated SignedSource<<8861fe288f58d3e0eb98b20bcd25b165>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerQuizList_records$data = {
  readonly email: string;
  readonly quizzes: ReadonlyArray<{
    readonly gradeOffset: number;
    readonly quizId: string;
    readonly " $fragmentSpreads": FragmentRefs<"LearnerQuizEntry_quiz">;
  }>;
  readonly " $fragmentType": "LearnerQuizList_records";
};
export type LearnerQuizList_records$key = {
  readonly " $data"?: LearnerQuizList_records$data;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerQuizList_records">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LearnerQuizList_records",
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
      "concreteType": "LearnerQuizRecord",
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
          "name": "gradeOffset",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LearnerQuizEntry_quiz"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LearnerRecords",
  "abstractKey": null
};

(node as any).hash = "87feeb84860cc591950856b33b24964b";

export default node;
