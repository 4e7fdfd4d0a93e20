/**
 * @generated SignedSource<<d6da880d06a5f926c999ea95d7f5c8d4>>
 * @relayHash ecb4cf9edeb5947d28c4c2f4f888c652
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e85a30bd56959c18a91d2bb8951f0e4f733fecb83930bd01f73605a96e894b72

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ACCOUNT_OWNER" | "LEARNER" | "ORG_HOLDER" | "PLATFORM_ADMIN" | "%future added value";
export type TicketsManagementScreenQuery$variables = Record<PropertyKey, never>;
export type TicketsManagementScreenQuery$data = {
  readonly viewer: {
    readonly role: Role | null | undefined;
    readonly username: string | null | undefined;
  };
};
export type TicketsManagementScreenQuery = {
  response: TicketsManagementScreenQuery$data;
  variables: TicketsManagementScreenQuery$variables;
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
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
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
    "name": "TicketsManagementScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TicketsManagementScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e85a30bd56959c18a91d2bb8951f0e4f733fecb83930bd01f73605a96e894b72",
    "metadata": {},
    "name": "TicketsManagementScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "89ea0dda8e2ba6b95ebd6c99652404eb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
