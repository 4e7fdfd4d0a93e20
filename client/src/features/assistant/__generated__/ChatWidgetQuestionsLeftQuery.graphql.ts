/**
 * @generated SignedSource<<6e73b88972397a8ca2041e1336fcb972>>
 * @relayHash 38612ef6b367c9c0f18f7525643c2111
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1c2d9fc592610df0f1bb7bc2793baeb36f6eadcfaa7ebebd4822f32161365e7

import { ConcreteRequest } from 'relay-runtime';
export type ChatWidgetQuestionsLeftQuery$variables = Record<PropertyKey, never>;
export type ChatWidgetQuestionsLeftQuery$data = {
  readonly assistantQuestionsLeft: number;
};
export type ChatWidgetQuestionsLeftQuery = {
  response: ChatWidgetQuestionsLeftQuery$data;
  variables: ChatWidgetQuestionsLeftQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "assistantQuestionsLeft",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatWidgetQuestionsLeftQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatWidgetQuestionsLeftQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d1c2d9fc592610df0f1bb7bc2793baeb36f6eadcfaa7ebebd4822f32161365e7",
    "metadata": {},
    "name": "ChatWidgetQuestionsLeftQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f803c06afe382615084e4cb1723a4821";

export default node;
