/**
 * @generated SignedSource<<31897dedb0f759c5793d1bcf3dcb894d>>
 * @relayHash 48b0efc41776297efae05cc05875c533
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4441fde9ed375b74e9cf282a26915d04b4668d86c4a2e0a66cd2f3f8888a4c28

import { PreloadableConcreteRequest } from 'relay-runtime';
import { treeTestHarnessQuery } from './treeTestHarnessQuery.graphql';

const node: PreloadableConcreteRequest<treeTestHarnessQuery> = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "kind": "PreloadableConcreteRequest",
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
        "viewer.account.editorPrograms.headingProgress": (v0/*:: as any*/),
        "viewer.account.editorPrograms.hidden": (v1/*:: as any*/),
        "viewer.account.editorPrograms.id": (v2/*:: as any*/),
        "viewer.account.editorPrograms.items": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JSON"
        },
        "viewer.account.editorPrograms.name": (v3/*:: as any*/),
        "viewer.account.editorPrograms.order": (v4/*:: as any*/),
        "viewer.account.editorPrograms.prerequisites": (v0/*:: as any*/),
        "viewer.account.editorPrograms.prerequisitesOperationOR": (v1/*:: as any*/),
        "viewer.account.editorPrograms.programId": (v3/*:: as any*/),
        "viewer.account.editorPrograms.revision": (v4/*:: as any*/),
        "viewer.account.editorPrograms.tracks": (v0/*:: as any*/),
        "viewer.account.enableVideo": (v1/*:: as any*/),
        "viewer.account.id": (v2/*:: as any*/),
        "viewer.account.quizzes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "EditorQuizSummary"
        },
        "viewer.account.quizzes.answersCount": (v4/*:: as any*/),
        "viewer.account.quizzes.examineesCount": (v4/*:: as any*/),
        "viewer.account.quizzes.externalGrades": (v1/*:: as any*/),
        "viewer.account.quizzes.isForm": (v1/*:: as any*/),
        "viewer.account.quizzes.name": (v3/*:: as any*/),
        "viewer.account.quizzes.published": (v1/*:: as any*/),
        "viewer.account.quizzes.quizId": (v3/*:: as any*/),
        "viewer.account.tracks": (v0/*:: as any*/)
      }
    },
    "name": "treeTestHarnessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

export default node;
