/**
 * @generated SignedSource<<c7ef240d048f60a07a57c5af65a0d82b>>
 * @relayHash 2fcdfd23f1daa3458bab08782993faf2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14879b2838899e6a31b8a495d06ce7db41e6d305953d20f62d7aa6dbc4e19ca6

import { ConcreteRequest } from 'relay-runtime';
export type LiveOrganizationRedirectQuery$variables = {
  alias: string;
  byStoredAlias: boolean;
};
export type LiveOrganizationRedirectQuery$data = {
  readonly landingPage?: {
    readonly alias: string;
    readonly isLive: boolean;
  } | null | undefined;
  readonly organization?: {
    readonly alias: string;
    readonly isLive: boolean;
  };
};
export type LiveOrganizationRedirectQuery = {
  response: LiveOrganizationRedirectQuery$data;
  variables: LiveOrganizationRedirectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "alias"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "byStoredAlias"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLive",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "condition": "byStoredAlias",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "alias",
          "variableName": "alias"
        }
      ],
      "concreteType": "LandingPage",
      "kind": "LinkedField",
      "name": "landingPage",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveOrganizationRedirectQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "byStoredAlias",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveOrganizationRedirectQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "byStoredAlias",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "14879b2838899e6a31b8a495d06ce7db41e6d305953d20f62d7aa6dbc4e19ca6",
    "metadata": {},
    "name": "LiveOrganizationRedirectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9b271f11e5daffe4ab8be17befb2cdb2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
