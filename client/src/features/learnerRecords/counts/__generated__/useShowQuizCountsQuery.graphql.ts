/**
 * @generated SignedSource<<bf9086e4a2502f6b992434ae49ed0a86>>
 * @relayHash 366e5c2502e82d183b75de1683d7b805
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7f78497a7d7c696dc34b8746b6e4a076198d8fa22fe016cfea064cb85d8ff8a

import { ConcreteRequest } from 'relay-runtime';
export type useShowQuizCountsQuery$variables = Record<PropertyKey, never>;
export type useShowQuizCountsQuery$data = {
  readonly viewer: {
    readonly account: {
      readonly id: string;
      readonly quizzes: ReadonlyArray<{
        readonly answersCount: number;
        readonly examineesCount: number;
        readonly privateExamineesCount: number;
        readonly quizId: string;
      }>;
    } | null | undefined;
  };
};
export type useShowQuizCountsQuery = {
  response: useShowQuizCountsQuery$data;
  variables: useShowQuizCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EditorQuizSummary",
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
                "name": "examineesCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answersCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "privateExamineesCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useShowQuizCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useShowQuizCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c7f78497a7d7c696dc34b8746b6e4a076198d8fa22fe016cfea064cb85d8ff8a",
    "metadata": {},
    "name": "useShowQuizCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "acded66480fcc706ae28e2326bf24bc9";

export default node;
