/**
 * @generated SignedSource<<8ddf0c4bbe358a62e5cd7680385024f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionsTable_query$data = {
  readonly quizResults: {
    readonly data?: {
      readonly submissions: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly " $fragmentSpreads": FragmentRefs<"SubmissionRow_row">;
          };
        }>;
        readonly totalCount: number;
      };
    };
  };
  readonly " $fragmentType": "SubmissionsTable_query";
};
export type SubmissionsTable_query$key = {
  readonly " $data"?: SubmissionsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionsTable_query">;
};

import SubmissionsTablePaginationAdminRefetchQuery_graphql from './SubmissionsTablePaginationAdminRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "quizResults",
  "data",
  "submissions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": {
        "direction": "DESC",
        "field": "SUBMITTED_AT"
      },
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "quizId"
    },
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": SubmissionsTablePaginationAdminRefetchQuery_graphql
    }
  },
  "name": "SubmissionsTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "quizId",
          "variableName": "quizId"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "quizResults",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "QuizResultsReport",
              "kind": "LinkedField",
              "name": "data",
              "plural": false,
              "selections": [
                {
                  "alias": "submissions",
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "orderBy",
                      "variableName": "orderBy"
                    },
                    {
                      "kind": "Variable",
                      "name": "search",
                      "variableName": "search"
                    }
                  ],
                  "concreteType": "QuizSubmissionConnection",
                  "kind": "LinkedField",
                  "name": "__SubmissionsTable_submissions_connection",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "totalCount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "QuizSubmissionEdge",
                      "kind": "LinkedField",
                      "name": "edges",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "QuizSubmissionRow",
                          "kind": "LinkedField",
                          "name": "node",
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
                              "args": null,
                              "kind": "FragmentSpread",
                              "name": "SubmissionRow_row"
                            },
                            {
                              "alias": null,
                              "args": null,
                              "kind": "ScalarField",
                              "name": "__typename",
                              "storageKey": null
                            }
                          ],
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "cursor",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PageInfo",
                      "kind": "LinkedField",
                      "name": "pageInfo",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "endCursor",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "hasNextPage",
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
          ],
          "type": "QueryQuizResultsSuccess",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6cd7e2e68dd55a1246533de4471e9f7f";

export default node;
