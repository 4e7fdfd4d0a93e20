/**
 * @generated SignedSource<<5b6da86aa3edbc1439de21388abcaf11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemAnalysisTable_statistics$data = {
  readonly analysedCount: number;
  readonly count: number;
  readonly itemAnalysisAvailable: boolean;
  readonly questions: ReadonlyArray<{
    readonly discriminationIndex: number | null | undefined;
    readonly facilityIndex: number | null | undefined;
    readonly label: string;
    readonly maxScore: number;
    readonly position: number;
    readonly questionId: string;
    readonly standardDeviationPercent: number | null | undefined;
  }>;
  readonly " $fragmentType": "ItemAnalysisTable_statistics";
};
export type ItemAnalysisTable_statistics$key = {
  readonly " $data"?: ItemAnalysisTable_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemAnalysisTable_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemAnalysisTable_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analysedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemAnalysisAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionStatistics",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facilityIndex",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "standardDeviationPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discriminationIndex",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuizStatistics",
  "abstractKey": null
};

(node as any).hash = "bd3165738381f320485aa9dee9f8466f";

export default node;
