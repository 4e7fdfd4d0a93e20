/**
 * @generated SignedSource<<86e36ddb49939fa398b27a67a8a71f41>>
 * @relayHash 06231594d5a83f65f3fc7729f46f303f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52e38760b52aab52b2299bfda0afa6336ef5e823e87a7dbd962596bd53a6f716

import { ConcreteRequest } from 'relay-runtime';
export type SignOutMutation$variables = Record<PropertyKey, never>;
export type SignOutMutation$data = {
  readonly signOut: {
    readonly signedOut: boolean;
  };
};
export type SignOutMutation = {
  response: SignOutMutation$data;
  variables: SignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOut",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "52e38760b52aab52b2299bfda0afa6336ef5e823e87a7dbd962596bd53a6f716",
    "metadata": {},
    "name": "SignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39c4a4192f85e14968bf286314f0a769";

export default node;
