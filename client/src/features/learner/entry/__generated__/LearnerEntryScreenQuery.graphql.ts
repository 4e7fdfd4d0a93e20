/**
 * @generated SignedSource<<732023258837ca638f335df0007354b8>>
 * @relayHash e2fa85fc97080577e548c6ada3716ff6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b18e3d79b109e8924faddd9e2dfc0999178fd4088638909fd2aad3b51e7aa9ff

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerEntryScreenQuery$variables = Record<PropertyKey, never>;
export type LearnerEntryScreenQuery$data = {
  readonly organization: {
    readonly alias: string;
    readonly primaryColor: string | null | undefined;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "primaryColor",
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
          (v3/*:: as any*/),
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
          (v3/*:: as any*/),
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
    "id": "b18e3d79b109e8924faddd9e2dfc0999178fd4088638909fd2aad3b51e7aa9ff",
    "metadata": {},
    "name": "LearnerEntryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab2ccf2a989dc9ebd36c221ef16850a8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
