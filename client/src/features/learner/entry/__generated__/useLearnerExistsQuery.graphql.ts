/**
 * @generated SignedSource<<d42d6619a0bdcc745712a8024d0626a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLearnerExistsQuery$variables = {
  email: string;
};
export type useLearnerExistsQuery$data = {
  readonly learnerExists: boolean;
};
export type useLearnerExistsQuery = {
  response: useLearnerExistsQuery$data;
  variables: useLearnerExistsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "kind": "ScalarField",
    "name": "learnerExists",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLearnerExistsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLearnerExistsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bce1dc843148a4619ac307b1f11993e0",
    "id": null,
    "metadata": {},
    "name": "useLearnerExistsQuery",
    "operationKind": "query",
    "text": "query useLearnerExistsQuery(\n  $email: String!\n) {\n  learnerExists(email: $email)\n}\n"
  }
};
})();

(node as any).hash = "d74d824147718a365a446a49600c0d0c";

export default node;
