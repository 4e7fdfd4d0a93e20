/**
 * @generated SignedSource<<302e472268ecc6cb64afcea8a24a2353>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerQuizEntry_quiz$data = {
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
    }
  ],
  "type": "LearnerQuizRecord",
  "abstractKey": null
};

(node as any).hash = "6f2b7b48faf5c259e17117b2a0fb10b5";

export default node;
