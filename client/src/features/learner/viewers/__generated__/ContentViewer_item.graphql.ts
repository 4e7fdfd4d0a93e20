/**
 * @generated SignedSource<<0d75fd4bbbfef8613c1f13098d656cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemType = "attachment" | "audio" | "folder" | "link" | "quiz" | "video" | "youtube_video" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContentViewer_item$data = {
  readonly id: string;
  readonly itemType: ItemType;
  readonly mimeType: string | null | undefined;
  readonly name: string;
  readonly src: string | null | undefined;
  readonly youTube: {
    readonly end: number | null | undefined;
    readonly start: number | null | undefined;
    readonly videoId: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MediaPlayer_item">;
  readonly " $fragmentType": "ContentViewer_item";
};
export type ContentViewer_item$key = {
  readonly " $data"?: ContentViewer_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentViewer_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentViewer_item",
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
      "name": "itemType",
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
      "concreteType": "YouTubeVideo",
      "kind": "LinkedField",
      "name": "youTube",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MediaPlayer_item"
    }
  ],
  "type": "ProgramItem",
  "abstractKey": null
};

(node as any).hash = "50d768ebc294af51bef0f9672dbe337c";

export default node;
