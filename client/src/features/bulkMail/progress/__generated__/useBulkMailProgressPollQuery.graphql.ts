/**
 * @generated SignedSource<<ecfe26b01d70be51c12d7e04d73bd959>>
 * @relayHash 4f97cda300cbc0e93711bea18e4391af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d791c5f60aaf75f8bf0935a8e4fbb8eb04bce258759c3be1211fb9a2ae48de56

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type useBulkMailProgressPollQuery$variables = {
  id: string;
};
export type useBulkMailProgressPollQuery$data = {
  readonly job: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type useBulkMailProgressPollQuery = {
  response: useBulkMailProgressPollQuery$data;
  variables: useBulkMailProgressPollQuery$variables;
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
    "name": "job",
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
    "name": "useBulkMailProgressPollQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkMailProgressPollQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d791c5f60aaf75f8bf0935a8e4fbb8eb04bce258759c3be1211fb9a2ae48de56",
    "metadata": {},
    "name": "useBulkMailProgressPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f3f3e20f3c4afc8fa9eed84dc5d28534";

export default node;
