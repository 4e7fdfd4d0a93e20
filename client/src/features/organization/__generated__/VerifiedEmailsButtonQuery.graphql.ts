/**
 * @generated SignedSource<<009ea3873f0c69437d43c0b7ee5894b1>>
 * @relayHash 839bfb39be0d5b4062662cebe2dcbf5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41d7a98b56e8baa77f620ecb453716dd9f8235ebb29f7c2cdc8d1a9aa136e0ee

import { ConcreteRequest } from 'relay-runtime';
export type VerifiedEmailsButtonQuery$variables = Record<PropertyKey, never>;
export type VerifiedEmailsButtonQuery$data = {
  readonly viewer: {
    readonly organization: {
      readonly verifiedLearnerEmails: ReadonlyArray<string>;
    } | null | undefined;
  };
};
export type VerifiedEmailsButtonQuery = {
  response: VerifiedEmailsButtonQuery$data;
  variables: VerifiedEmailsButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verifiedLearnerEmails",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifiedEmailsButtonQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
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
    "name": "VerifiedEmailsButtonQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41d7a98b56e8baa77f620ecb453716dd9f8235ebb29f7c2cdc8d1a9aa136e0ee",
    "metadata": {},
    "name": "VerifiedEmailsButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "99dee11300f6d0bb0d0201d67ca07a45";

export default node;
