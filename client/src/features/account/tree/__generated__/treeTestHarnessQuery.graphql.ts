/**
 * @generated SignedSource<<ccc84e3f20847847f8a6373d7a5adc82>>
 * @relayHash 48b0efc41776297efae05cc05875c533
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4441fde9ed375b74e9cf282a26915d04b4668d86c4a2e0a66cd2f3f8888a4c28

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type treeTestHarnessQuery$variables = Record<PropertyKey, never>;
export type treeTestHarnessQuery$data = {
  readonly viewer: {
    readonly account: {
      readonly " $fragmentSpreads": FragmentRefs<"ProgramTreeSection_account">;
    } | null | undefined;
  };
};
export type treeTestHarnessQuery = {
  response: treeTestHarnessQuery$data;
  variables: treeTestHarnessQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tracks",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "treeTestHarnessQuery",
    "selections": [
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProgramTreeSection_account"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "treeTestHarnessQuery",
    "selections": [
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enableVideo",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                    "name": "externalGrades",
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
                    "name": "published",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EditorProgram",
                "kind": "LinkedField",
                "name": "editorPrograms",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "programId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "order",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prerequisites",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prerequisitesOperationOR",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "headingProgress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "items",
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
    ]
  },
  "params": {
    "id": "4441fde9ed375b74e9cf282a26915d04b4668d86c4a2e0a66cd2f3f8888a4c28",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.account": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Account"
        },
        "viewer.account.editorPrograms": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EditorProgram"
        },
        "viewer.account.editorPrograms.headingProgress": (v3/*:: as any*/),
        "viewer.account.editorPrograms.hidden": (v4/*:: as any*/),
        "viewer.account.editorPrograms.id": (v5/*:: as any*/),
        "viewer.account.editorPrograms.items": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JSON"
        },
        "viewer.account.editorPrograms.name": (v6/*:: as any*/),
        "viewer.account.editorPrograms.order": (v7/*:: as any*/),
        "viewer.account.editorPrograms.prerequisites": (v3/*:: as any*/),
        "viewer.account.editorPrograms.prerequisitesOperationOR": (v4/*:: as any*/),
        "viewer.account.editorPrograms.programId": (v6/*:: as any*/),
        "viewer.account.editorPrograms.revision": (v7/*:: as any*/),
        "viewer.account.editorPrograms.tracks": (v3/*:: as any*/),
        "viewer.account.enableVideo": (v4/*:: as any*/),
        "viewer.account.id": (v5/*:: as any*/),
        "viewer.account.quizzes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EditorQuizSummary"
        },
        "viewer.account.quizzes.answersCount": (v7/*:: as any*/),
        "viewer.account.quizzes.examineesCount": (v7/*:: as any*/),
        "viewer.account.quizzes.externalGrades": (v4/*:: as any*/),
        "viewer.account.quizzes.isForm": (v4/*:: as any*/),
        "viewer.account.quizzes.name": (v6/*:: as any*/),
        "viewer.account.quizzes.published": (v4/*:: as any*/),
        "viewer.account.quizzes.quizId": (v6/*:: as any*/),
        "viewer.account.tracks": (v3/*:: as any*/)
      }
    },
    "name": "treeTestHarnessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df863cf341cab26a61d50a2e9bfa618a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
