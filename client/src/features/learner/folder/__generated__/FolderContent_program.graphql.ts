/**
 * @generated SignedSource<<006fe751c223f47988c80b5bddfb3172>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FolderContent_program$data = {
  readonly disableDownloads: boolean;
  readonly domainId: string;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly readOnly: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"useProgramTree_program">;
  readonly " $fragmentType": "FolderContent_program";
};
export type FolderContent_program$key = {
  readonly " $data"?: FolderContent_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderContent_program">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderContent_program",
  "selections": [
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
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disableDownloads",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useProgramTree_program"
    }
  ],
  "type": "Program",
  "abstractKey": null
};

(node as any).hash = "94bdf37335c4da5eed30a041a2ad0104";

export default node;
