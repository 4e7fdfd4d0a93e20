/**
 * @generated SignedSource<<92174ee9a883c778d48101ab882343ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CourseCost = "free" | "paid" | "%future added value";
export type CourseLocation = "mix" | "offline" | "online" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CourseIntroductionCard_introduction$data = {
  readonly account: {
    readonly alias: string;
    readonly id: string;
  } | null | undefined;
  readonly accountColor: string;
  readonly accountLogo: string | null | undefined;
  readonly accountName: string;
  readonly accountPicture: string | null | undefined;
  readonly category: string | null | undefined;
  readonly cost: CourseCost;
  readonly detailedProgramMap: ReadonlyArray<{
    readonly contents: ReadonlyArray<string>;
    readonly subject: string;
  }>;
  readonly duration: string | null | undefined;
  readonly goals: string | null | undefined;
  readonly id: string;
  readonly introductoryPoster: string | null | undefined;
  readonly introductoryVideo: string | null | undefined;
  readonly lecturers: ReadonlyArray<{
    readonly name: string;
    readonly pic: string | null | undefined;
    readonly title: string | null | undefined;
  }>;
  readonly location: CourseLocation;
  readonly numberOfHours: number | null | undefined;
  readonly numberOfLevels: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly statistics: ReadonlyArray<{
    readonly count: number;
    readonly icon: string | null | undefined;
    readonly name: string;
  }>;
  readonly targetGroup: string | null | undefined;
  readonly " $fragmentType": "CourseIntroductionCard_introduction";
};
export type CourseIntroductionCard_introduction$key = {
  readonly " $data"?: CourseIntroductionCard_introduction$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseIntroductionCard_introduction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseIntroductionCard_introduction",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "accountColor",
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
      "name": "accountLogo",
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
      "name": "goals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numberOfHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numberOfLevels",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
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
      "concreteType": "CourseStatistic",
      "kind": "LinkedField",
      "name": "statistics",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CourseLecturer",
      "kind": "LinkedField",
      "name": "lecturers",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pic",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CourseProgramMapEntry",
      "kind": "LinkedField",
      "name": "detailedProgramMap",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introductoryVideo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introductoryPoster",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CourseIntroduction",
  "abstractKey": null
};
})();

(node as any).hash = "ad81738243880e6e9d3329b377ee8d4d";

export default node;
