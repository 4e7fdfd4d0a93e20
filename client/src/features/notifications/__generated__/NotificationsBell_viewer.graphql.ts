/**
 * @generated SignedSource<<f8fd358ac858547229dd59a0373a6514>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsBell_viewer$data = {
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly kind: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsDialog_notifications">;
  }> | null | undefined;
  readonly " $fragmentType": "NotificationsBell_viewer";
};
export type NotificationsBell_viewer$key = {
  readonly " $data"?: NotificationsBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Notification",
      "kind": "LinkedField",
      "name": "notifications",
      "plural": true,
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "NotificationsDialog_notifications"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "0bbcf3d25ba9d2ce41f644d01bf33f5a";

export default node;
