/**
 * @generated SignedSource<<9070f25b00b708f0ce2dd25f24be5df1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsDialog_notifications$data = ReadonlyArray<{
  readonly createdAt: any;
  readonly id: string;
  readonly kind: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "NotificationsDialog_notifications";
}>;
export type NotificationsDialog_notifications$key = ReadonlyArray<{
  readonly " $data"?: NotificationsDialog_notifications$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsDialog_notifications">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NotificationsDialog_notifications",
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
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "063207537d31a2619a6314ff4b413e58";

export default node;
