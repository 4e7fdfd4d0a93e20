/**
 * @generated SignedSource<<6fd57f86d2145945c4b8e4f0ed1e13d1>>
 * @relayHash adce8cabefa93fdbeb09f5631aeb590d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 861a61035595193bbc17fe5ab0df5970ec59ae35104a3661cfbeef88c980c7a2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerSignInDialogQuery$variables = Record<PropertyKey, never>;
export type LearnerSignInDialogQuery$data = {
  readonly organization: {
    readonly alias: string;
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
    "id": "861a61035595193bbc17fe5ab0df5970ec59ae35104a3661cfbeef88c980c7a2",
    "metadata": {},
    "name": "LearnerSignInDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b92bf0d4c9a807f3c611385b83502b64";

export default node;
