/**
 * @generated SignedSource<<f3c24eb72027cdd8f27eebaaf892f248>>
 * @relayHash 938df62aff134687d267dec703d41609
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 698f6d1b3ac963c01119788e397d7dc845ab22fe6b947807cc11b10eec62b8d0

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
    "id": "698f6d1b3ac963c01119788e397d7dc845ab22fe6b947807cc11b10eec62b8d0",
    "metadata": {},
    "name": "LiveOrganizationRedirectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6a1ef9d5d878bd0a6815e74e3f878584";

export default node;
