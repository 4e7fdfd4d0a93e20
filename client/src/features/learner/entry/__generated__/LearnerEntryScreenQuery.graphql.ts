/**
 * @generated SignedSource<<1edf5708a37b8d0fd78844a797c9cee2>>
 * @relayHash 170133f8324271f5a61097fbf52e1de2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35dcf2b2b8e2b5c935a194991665416ceb36369eedf8829e5be08b2c839933f2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerEntryScreenQuery$variables = Record<PropertyKey, never>;
export type LearnerEntryScreenQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly supportLink: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"useOrganizationColor_organization">;
  };
};
export type LearnerEntryScreenQuery = {
  response: LearnerEntryScreenQuery$data;
  variables: LearnerEntryScreenQuery$variables;
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
  "name": "supportLink",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LearnerEntryScreenQuery",
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
    "name": "LearnerEntryScreenQuery",
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
    "id": "35dcf2b2b8e2b5c935a194991665416ceb36369eedf8829e5be08b2c839933f2",
    "metadata": {},
    "name": "LearnerEntryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2504d74ff7db7dfc64f23a6a5306493c";

export default node;
