/**
 * @generated SignedSource<<0437262950b64b7027fd5ed2f8d260ff>>
 * @relayHash e8b4f9b2b9535acea739987679ccf1ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f8e312c1cbcc7600b920933f73c19f25bdeae379be1e0d528e4522d19fee8cc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerSignInDialogQuery$variables = Record<PropertyKey, never>;
export type LearnerSignInDialogQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly verifiedSignIn: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"useOrganizationColor_organization">;
  };
};
export type LearnerSignInDialogQuery = {
  response: LearnerSignInDialogQuery$data;
  variables: LearnerSignInDialogQuery$variables;
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
  "name": "verifiedSignIn",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LearnerSignInDialogQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOrganizationColor_organization"
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
    "name": "LearnerSignInDialogQuery",
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
            "name": "primaryColor",
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
    ]
  },
  "params": {
    "id": "4f8e312c1cbcc7600b920933f73c19f25bdeae379be1e0d528e4522d19fee8cc",
    "metadata": {},
    "name": "LearnerSignInDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de84af760bd193341c1a5f73477b5894";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
