/**
 * @generated SignedSource<<fab4973261c60525a26a88ee488435f5>>
 * @relayHash 1a3f21687c2552f0ef403381952cdb84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d5fad207356e2df798f857fc42e00e64de555683cfb47312451dc575e66121d

import { ConcreteRequest } from 'relay-runtime';
export type useBulkMailProgressStatusQuery$variables = {
  jobId: string;
};
export type useBulkMailProgressStatusQuery$data = {
  readonly bulkMailStatus: {
    readonly failed: number;
    readonly failures: ReadonlyArray<{
      readonly email: string;
      readonly reason: string;
    }>;
    readonly id: string;
    readonly remaining: number;
    readonly sent: number;
    readonly skipped: number;
    readonly total: number;
  } | null | undefined;
};
export type useBulkMailProgressStatusQuery = {
  response: useBulkMailProgressStatusQuery$data;
  variables: useBulkMailProgressStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "jobId",
        "variableName": "jobId"
      }
    ],
    "concreteType": "BulkMailStatus",
    "kind": "LinkedField",
    "name": "bulkMailStatus",
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
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skipped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remaining",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkMailFailure",
        "kind": "LinkedField",
        "name": "failures",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBulkMailProgressStatusQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkMailProgressStatusQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9d5fad207356e2df798f857fc42e00e64de555683cfb47312451dc575e66121d",
    "metadata": {},
    "name": "useBulkMailProgressStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3119d122acb8d635bfd3d4af320f4140";

export default node;
