/**
 * @generated SignedSource<<3bd8dc225f629e4377b6444a822ce7df>>
 * @relayHash 32bbb1b0d4b87b8f1ff21b3bd4c26671
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 633b01057a054e0d92e6be2137dadd9260c392ac2f0098863438e34ff52e4314

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "ACCEPTED" | "COMPLETED" | "IN_PROGRESS" | "NEW" | "REJECTED" | "%future added value";
export type MyTicketsChangedSubscription$variables = Record<PropertyKey, never>;
export type MyTicketsChangedSubscription$data = {
  readonly myTicketChanged: {
    readonly id: string;
    readonly status: TicketStatus;
  } | null | undefined;
};
export type MyTicketsChangedSubscription = {
  response: MyTicketsChangedSubscription$data;
  variables: MyTicketsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Ticket",
    "kind": "LinkedField",
    "name": "myTicketChanged",
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
        "name": "status",
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
    "name": "MyTicketsChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyTicketsChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "633b01057a054e0d92e6be2137dadd9260c392ac2f0098863438e34ff52e4314",
    "metadata": {},
    "name": "MyTicketsChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1d356ec1d2f26eb7a29dcce9677ba680";

export default node;
