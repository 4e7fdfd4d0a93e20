/**
 * @generated SignedSource<<e26e8d126a9aa906b124038d875bf8aa>>
 * @relayHash 4eaa7dbad6284fee89997b162b635285
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cd9f1aae1717989157f905a7d4e392ab865745f71b2a00a32c974c5ff113129

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "ACCEPTED" | "COMPLETED" | "IN_PROGRESS" | "NEW" | "REJECTED" | "%future added value";
export type MyTicketsQuery$variables = Record<PropertyKey, never>;
export type MyTicketsQuery$data = {
  readonly myTickets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: any;
        readonly id: string;
        readonly status: TicketStatus;
        readonly subject: string;
      };
    }>;
  };
};
export type MyTicketsQuery = {
  response: MyTicketsQuery$data;
  variables: MyTicketsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "QueryMyTicketsConnection",
    "kind": "LinkedField",
    "name": "myTickets",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryMyTicketsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ticket",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": "myTickets(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyTicketsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyTicketsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9cd9f1aae1717989157f905a7d4e392ab865745f71b2a00a32c974c5ff113129",
    "metadata": {},
    "name": "MyTicketsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2e8b220a60c133c37cb9d828c804d25";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
