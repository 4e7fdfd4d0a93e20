/**
 * @generated SignedSource<<dc4b55e2215121885061ee86f40a50ee>>
 * @relayHash ff7f1d225e05aa346716f71a262ff9e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d86db7a05030831d9f06bc6c8a8219134eb39e7eeca5d66d4d16005a89820830

import { ConcreteRequest } from 'relay-runtime';
export type DomainResultsDialogQuery$variables = {
  id: string;
};
export type DomainResultsDialogQuery$data = {
  readonly node: {
    readonly results?: {
      readonly quizzes: ReadonlyArray<{
        readonly maxGrade: number;
        readonly quizId: string;
        readonly quizName: string;
        readonly result: number | null | undefined;
        readonly showResult: boolean | null | undefined;
      }>;
      readonly total: {
        readonly maxGrade: number;
        readonly result: number;
      };
    };
  } | null | undefined;
};
export type DomainResultsDialogQuery = {
  response: DomainResultsDialogQuery$data;
  variables: DomainResultsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxGrade",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountResults",
      "kind": "LinkedField",
      "name": "results",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QuizResult",
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
              "name": "quizName",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "showResult",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResultTotal",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DomainResultsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainResultsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d86db7a05030831d9f06bc6c8a8219134eb39e7eeca5d66d4d16005a89820830",
    "metadata": {},
    "name": "DomainResultsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fdce54e9960e183e081c8bce8c8831cb";

export default node;
