/**
 * @generated SignedSource<<d77cd59dfe5e4e3b2401c596fc3b162e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaPlayer_item$data = {
  readonly id: string;
  readonly mimeType: string | null | undefined;
  readonly name: string;
  readonly positionSeconds: number | null | undefined;
  readonly src: string | null | undefined;
  readonly " $fragmentType": "MediaPlayer_item";
};
export type MediaPlayer_item$key = {
  readonly " $data"?: MediaPlayer_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaPlayer_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaPlayer_item",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "src",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mimeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "positionSeconds",
      "storageKey": null
    }
  ],
  "type": "ProgramItem",
  "abstractKey": null
};

(node as any).hash = "43b92392f53dac415eebc7c25dd5d573";

export default node;
