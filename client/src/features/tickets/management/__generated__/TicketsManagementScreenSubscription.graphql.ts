/**
 * @generated SignedSource<<1425e56e93356787d3c83e41e0b21d2b>>
 * @relayHash 98828ed601f211b25d9e21b34c3edece
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e6569d7f1e9d9cec8bfb17132d151a759139ccc66cc084118b4c4cf12c82113

import { ConcreteRequest } from 'relay-runtime';
export type TicketsManagementScreenSubscription$variables = Record<PropertyKey, never>;
export type TicketsManagementScreenSubscription$data = {
  readonly notificationAdded: {
    readonly id: string;
    readonly kind: string;
  } | null | undefined;
};
export type TicketsManagementScreenSubscription = {
  response: TicketsManagementScreenSubscription$data;
  variables: TicketsManagementScreenSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationAdded",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
    "name": "TicketsManagementScreenSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TicketsManagementScreenSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7e6569d7f1e9d9cec8bfb17132d151a759139ccc66cc084118b4c4cf12c82113",
    "metadata": {},
    "name": "TicketsManagementScreenSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "0b4610f5e107fba27def8151ba22d0a7";

export default node;
