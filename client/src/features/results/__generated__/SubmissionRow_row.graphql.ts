/**
 * @generated SignedSource<<7b300cbe212c386bc4ac82e43197c80f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionRow_row$data = {
  readonly autoSubmitted: boolean;
  readonly email: string;
  readonly gradeOffset: number;
  readonly maxGrade: number;
  readonly name: string;
  readonly passed: boolean | null | undefined;
  readonly result: number | null | undefined;
  readonly submittedAt: any | null | undefined;
  readonly " $fragmentType": "SubmissionRow_row";
};
export type SubmissionRow_row$key = {
  readonly " $data"?: SubmissionRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionRow_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionRow_row",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
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
      "name": "passed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoSubmitted",
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
  "type": "QuizSubmissionRow",
  "abstractKey": null
};

(node as any).hash = "c373bcf7aa66034863a27a19ae487dcb";

export default node;
