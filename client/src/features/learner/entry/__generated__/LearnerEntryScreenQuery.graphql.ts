/**
 * @generated SignedSource<<c3808f0bcc748bcc1fb7e5e3e128a9ee>>
 * @relayHash 3a64ea597b9a601938a033fd111d4361
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31f41fe79414177f5bcce411360b46f419f9ded0b653dc0db920abf13d911fcb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerEntryScreenQuery$variables = Record<PropertyKey, never>;
export type LearnerEntryScreenQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly supportLink: string | null | undefined;
    readonly verifiedSignIn: boolean;
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
  "name": "verifiedSignIn",
  "storageKey": null
},
v2 = {
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
          (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
    "id": "31f41fe79414177f5bcce411360b46f419f9ded0b653dc0db920abf13d911fcb",
    "metadata": {},
    "name": "LearnerEntryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "561adfb10ea06f31325a65a0926a7fe3";

export default node;
