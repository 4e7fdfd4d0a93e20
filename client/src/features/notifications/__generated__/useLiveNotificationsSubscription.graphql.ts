/**
 * @generated SignedSource<<bbfdae634bcd2c75f903829e7165b0c6>>
 * @relayHash b5c6ca496f0e2338b353ec66d13ff544
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06c97916398b57c17e238278d82e191a37f8edccae601551192f8bb273a44800

import { ConcreteRequest } from 'relay-runtime';
export type useLiveNotificationsSubscription$variables = Record<PropertyKey, never>;
export type useLiveNotificationsSubscription$data = {
  readonly notificationAdded: {
    readonly createdAt: any;
    readonly id: string;
    readonly kind: string;
    readonly url: string | null | undefined;
  } | null | undefined;
};
export type useLiveNotificationsSubscription = {
  response: useLiveNotificationsSubscription$data;
  variables: useLiveNotificationsSubscription$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "useLiveNotificationsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLiveNotificationsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "06c97916398b57c17e238278d82e191a37f8edccae601551192f8bb273a44800",
    "metadata": {},
    "name": "useLiveNotificationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e8e42ea3be1bca09b1ac6614a345c4ae";

export default node;
