/**
 * @generated SignedSource<<c35041ba59afd8766ac577105f4421be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerRecordsView_records$data = {
  readonly email: string;
  readonly registered: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerQuizList_records" | "PrivateQuizList_records">;
  readonly " $fragmentType": "LearnerRecordsView_records";
};
export type LearnerRecordsView_records$key = {
  readonly " $data"?: LearnerRecordsView_records$data;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerRecordsView_records">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LearnerRecordsView_records",
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
      "name": "registered",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrivateQuizList_records"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LearnerQuizList_records"
    }
  ],
  "type": "LearnerRecords",
  "abstractKey": null
};

(node as any).hash = "34a2b0835a8f2734b6378d267322eab7";

export default node;
