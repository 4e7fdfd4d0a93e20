/**
 * @generated SignedSource<<5a74a3385aba4581fea5547019cdfb9d>>
 * @relayHash b327e2c95c654b02be76056fcc918632
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5eed8edc9cf6ba247eeda9b5b719a3734149849d0b6ba1640a593b455a5e07e

import { ConcreteRequest } from 'relay-runtime';
export type MaintenanceScreenQuery$variables = Record<PropertyKey, never>;
export type MaintenanceScreenQuery$data = {
  readonly maintenance: {
    readonly enabled: boolean;
    readonly until: string | null | undefined;
  };
};
export type MaintenanceScreenQuery = {
  response: MaintenanceScreenQuery$data;
  variables: MaintenanceScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Maintenance",
    "kind": "LinkedField",
    "name": "maintenance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "until",
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
    "name": "MaintenanceScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaintenanceScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b5eed8edc9cf6ba247eeda9b5b719a3734149849d0b6ba1640a593b455a5e07e",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "875b7236ea1e17e27484b0f6ccef2733";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
