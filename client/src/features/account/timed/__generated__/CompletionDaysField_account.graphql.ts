/**
 * @generated SignedSource<<6cb79304f62fb86ad3cef001ba03ce42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompletionDaysField_account$data = {
  readonly completionDays: number | null | undefined;
  readonly " $fragmentType": "CompletionDaysField_account";
};
export type CompletionDaysField_account$key = {
  readonly " $data"?: CompletionDaysField_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompletionDaysField_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompletionDaysField_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completionDays",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "3a9273770613747cb86ef73ad28e9d8f";

export default node;
