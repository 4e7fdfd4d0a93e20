/**
 * @generated SignedSource<<d4636b9212f9338fe9ca071122a126e6>>
 * @relayHash 934eeca28ee3e337112c9ed8cf7fd79c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28d3cf73e5ff7ead906b5b25d98469f579611e154148a1e6dd724d127fe4d14c

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type useJobProgressSubscription$variables = {
  id: string;
};
export type useJobProgressSubscription$data = {
  readonly jobProgress: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type useJobProgressSubscription = {
  response: useJobProgressSubscription$data;
  variables: useJobProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Job",
    "kind": "LinkedField",
    "name": "jobProgress",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileUrl",
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
    "name": "useJobProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJobProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "28d3cf73e5ff7ead906b5b25d98469f579611e154148a1e6dd724d127fe4d14c",
    "metadata": {},
    "name": "useJobProgressSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6632fdef299dee622872e95c0641558f";

export default node;
