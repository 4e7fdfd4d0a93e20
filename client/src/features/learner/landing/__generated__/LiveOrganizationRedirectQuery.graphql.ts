/**
 * @generated SignedSource<<c5e0de0dabea8c8b9f1859125ebd9a62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveOrganizationRedirectQuery$variables = Record<PropertyKey, never>;
export type LiveOrganizationRedirectQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly isLive: boolean;
  };
};
export type LiveOrganizationRedirectQuery = {
  response: LiveOrganizationRedirectQuery$data;
  variables: LiveOrganizationRedirectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLive",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveOrganizationRedirectQuery",
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
          (v1/*:: as any*/)
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
    "name": "LiveOrganizationRedirectQuery",
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
          (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "938df62aff134687d267dec703d41609",
    "id": null,
    "metadata": {},
    "name": "LiveOrganizationRedirectQuery",
    "operationKind": "query",
    "text": "query LiveOrganizationRedirectQuery {\n  organization {\n    alias\n    isLive\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a1ef9d5d878bd0a6815e74e3f878584";

export default node;
