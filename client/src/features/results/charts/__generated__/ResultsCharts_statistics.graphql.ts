/**
 * @generated SignedSource<<9ccd42f801b92efb3a77a20ad7592377>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsCharts_statistics$data = {
  readonly count: number;
  readonly distribution: ReadonlyArray<{
    readonly count: number;
    readonly from: number;
    readonly to: number;
  }>;
  readonly passCount: number;
  readonly " $fragmentType": "ResultsCharts_statistics";
};
export type ResultsCharts_statistics$key = {
  readonly " $data"?: ResultsCharts_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsCharts_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsCharts_statistics",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "ScoreBin",
      "kind": "LinkedField",
      "name": "distribution",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "QuizStatistics",
  "abstractKey": null
};
})();

(node as any).hash = "1ac1f54c29735f75297eecdf63a1a86d";

export default node;
