/**
 * @generated SignedSource<<20ec1da45c3e1be99d58bfd7e9d4332f>>
 * @relayHash 406b39933d2fe845a68b03c8b842943f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a66fa804ce42fdb159d7de24113fe7741eb56a37509cb623ae73e0760e6f5da8

import { ConcreteRequest } from 'relay-runtime';
export type SendEmailScreenQuery$variables = Record<PropertyKey, never>;
export type SendEmailScreenQuery$data = {
  readonly viewer: {
    readonly account: {
      readonly alias: string;
      readonly email: string | null | undefined;
      readonly id: string;
      readonly username: string | null | undefined;
    } | null | undefined;
    readonly username: string | null | undefined;
  };
};
export type SendEmailScreenQuery = {
  response: SendEmailScreenQuery$data;
  variables: SendEmailScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "alias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          (v0/*:: as any*/)
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
    "name": "SendEmailScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SendEmailScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a66fa804ce42fdb159d7de24113fe7741eb56a37509cb623ae73e0760e6f5da8",
    "metadata": {},
    "name": "SendEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "612af06c8ce70d6207d2532e137d15f4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
