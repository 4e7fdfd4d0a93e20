/**
 * @generated SignedSource<<46591e1bd8704e56cca0f7251470f42a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivateQuizList_records$data = {
  readonly email: string;
  readonly privateQuizzes: ReadonlyArray<{
    readonly name: string;
    readonly quizId: string;
  }>;
  readonly " $fragmentType": "PrivateQuizList_records";
};
export type PrivateQuizList_records$key = {
  readonly " $data"?: PrivateQuizList_records$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivateQuizList_records">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivateQuizList_records",
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
      "concreteType": "PrivateQuizRecord",
      "kind": "LinkedField",
      "name": "privateQuizzes",
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
  "type": "LearnerRecords",
  "abstractKey": null
};

(node as any).hash = "0cb7500dca58c03eb732be3a3a1f04f0";

export default node;
