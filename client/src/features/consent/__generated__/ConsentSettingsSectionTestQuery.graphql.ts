/**
 * @generated SignedSource<<b93c95e0d545d01da4f49e32d50adfe5>>
 * @relayHash 00e5036c71948d81f57ac8448e44cade
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbd15a5bb1575dd29f463f2b2c02d53195345942e18f8b18ee1ec6525ca97a03

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentSettingsSectionTestQuery$variables = Record<PropertyKey, never>;
export type ConsentSettingsSectionTestQuery$data = {
  readonly viewer: {
    readonly learner: {
      readonly " $fragmentSpreads": FragmentRefs<"ConsentSettingsSection_learner">;
    } | null | undefined;
  };
};
export type ConsentSettingsSectionTestQuery = {
  response: ConsentSettingsSectionTestQuery$data;
  variables: ConsentSettingsSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentSettingsSectionTestQuery",
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
            "concreteType": "Learner",
            "kind": "LinkedField",
            "name": "learner",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ConsentSettingsSection_learner"
              }
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
    "name": "ConsentSettingsSectionTestQuery",
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
            "concreteType": "Learner",
            "kind": "LinkedField",
            "name": "learner",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "privacyPolicyAccepted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "privacyPolicyAcceptedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "termsAccepted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "termsAcceptedAt",
                "storageKey": null
              },
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
    "id": "bbd15a5bb1575dd29f463f2b2c02d53195345942e18f8b18ee1ec6525ca97a03",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.learner": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Learner"
        },
        "viewer.learner.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.learner.privacyPolicyAccepted": (v0/*:: as any*/),
        "viewer.learner.privacyPolicyAcceptedAt": (v1/*:: as any*/),
        "viewer.learner.termsAccepted": (v0/*:: as any*/),
        "viewer.learner.termsAcceptedAt": (v1/*:: as any*/)
      }
    },
    "name": "ConsentSettingsSectionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3766b63802816d2cfc0b4abb675e60b8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
