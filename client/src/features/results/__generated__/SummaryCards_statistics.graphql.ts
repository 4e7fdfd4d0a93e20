/**
 * @generated SignedSource<<64ecdd276c132e515e068434ddc0087f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SummaryCards_statistics$data = {
  readonly awaitingGrade: number;
  readonly count: number;
  readonly cronbachAlpha: number | null | undefined;
  readonly mean: number | null | undefined;
  readonly median: number | null | undefined;
  readonly passCount: number;
  readonly passRate: number | null | undefined;
  readonly standardDeviation: number | null | undefined;
  readonly " $fragmentType": "SummaryCards_statistics";
};
export type SummaryCards_statistics$key = {
  readonly " $data"?: SummaryCards_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SummaryCards_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SummaryCards_statistics",
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
      "name": "awaitingGrade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mean",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "median",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "standardDeviation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cronbachAlpha",
      "storageKey": null
    }
  ],
  "type": "QuizStatistics",
  "abstractKey": null
};

(node as any).hash = "d4dc6b5b6232164534548b5ef4e59f57";

export default node;
