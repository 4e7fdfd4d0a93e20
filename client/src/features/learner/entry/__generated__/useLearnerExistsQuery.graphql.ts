/**
 * @generated SignedSource<<5eba53f7e1a4daa8312e5bd8d426ad8d>>
 * @relayHash bce1dc843148a4619ac307b1f11993e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c10853e58f76cdd94b21c743a0f4cc0e3bbfb4e44a0e0df60c09ecd8149fceb1

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
    "id": "c10853e58f76cdd94b21c743a0f4cc0e3bbfb4e44a0e0df60c09ecd8149fceb1",
    "metadata": {},
    "name": "useLearnerExistsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d74d824147718a365a446a49600c0d0c";

export default node;
