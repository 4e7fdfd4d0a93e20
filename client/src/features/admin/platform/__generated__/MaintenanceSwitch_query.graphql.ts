/**
 * @generated SignedSource<<50273723c76b15bc79d65e4eb25e1386>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MaintenanceSwitch_query$data = {
  readonly maintenance: {
    readonly enabled: boolean;
    readonly until: string | null | undefined;
  };
  readonly " $fragmentType": "MaintenanceSwitch_query";
};
export type MaintenanceSwitch_query$key = {
  readonly " $data"?: MaintenanceSwitch_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MaintenanceSwitch_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MaintenanceSwitch_query",
  "selections": [
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a24e09d5ea051f3103470cd8231d12f4";

export default node;
