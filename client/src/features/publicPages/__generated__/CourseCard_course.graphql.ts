/**
 * @generated SignedSource<<ef101a6f6c1ceffcfb762e3134d8e0c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CourseCost = "free" | "paid" | "%future added value";
export type CourseLocation = "mix" | "offline" | "online" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CourseCard_course$data = {
  readonly accountName: string;
  readonly accountPicture: string | null | undefined;
  readonly category: string | null | undefined;
  readonly cost: CourseCost;
  readonly id: string;
  readonly location: CourseLocation;
  readonly shortDescription: string | null | undefined;
  readonly " $fragmentType": "CourseCard_course";
};
export type CourseCard_course$key = {
  readonly " $data"?: CourseCard_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseCard_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseCard_course",
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
      "name": "accountName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountPicture",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    }
  ],
  "type": "CourseIntroduction",
  "abstractKey": null
};

(node as any).hash = "b61fdb6415e348a0dcefa5dc6c3162a2";

export default node;
