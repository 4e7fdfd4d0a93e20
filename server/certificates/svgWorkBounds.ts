// A certificate template is drawn by resvg, whose time and memory grow with the
// picture's pixels times the work of its filters: one 245-byte template with a
// blur kept a thread busy for seconds, a filter region of 200000×200000 user
// units asks for gigabytes. Before anything is drawn, the sanitised SVG is read
// once (a scan of its tags, no DOM) and refused with templateTooHeavy when its
// work passes one of these limits (docs/decisions/certificates.md, "Heavy
// templates"); the render worker's time limit is the backstop for what a static
// reading cannot foresee.
import { AppError } from '../errors.ts';

export const SVG_WORK_LIMITS = {
  /** elements in the document */
  elements: 5000,
  /** how deep elements nest */
  depth: 40,
  /** filter primitives (fe… elements that draw) in all filters together */
  filterPrimitives: 16,
  /** elements drawn through a filter (a filter attribute or style) */
  filteredElements: 16,
  /** feGaussianBlur / feDropShadow stdDeviation, in user units */
  blurDeviation: 100,
  /** feMorphology radius: its cost grows with the radius squared */
  morphologyRadius: 10,
  /** feTurbulence numOctaves: one pass over the region each */
  turbulenceOctaves: 4,
  /** feConvolveMatrix order (order × order multiplications a pixel) */
  convolveOrder: 5,
  /** a filter region relative to the element's box (objectBoundingBox): at most this many boxes wide and high */
  regionBoxes: 3,
  /** a filter region in user units (userSpaceOnUse): at most this many times the document's larger side */
  regionDocuments: 2,
  /** drawn pixels × filter passes (each filtered element through each primitive of its filter): eight passes over 1000×1000, two over 2000×2000 */
  filterPixelPasses: 8_000_000,
} as const;

export type SvgWorkLimit = keyof typeof SVG_WORK_LIMITS;

/** Primitives that draw a pass over the filter region; light sources and transfer functions are parts of one. */
const PRIMITIVES = new Set(
  [
    'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap',
    'feDropShadow', 'feFlood', 'feGaussianBlur', 'feImage', 'feMerge', 'feMorphology', 'feOffset', 'feSpecularLighting', 'feTile',
    'feTurbulence',
  ].map((name) => name.toLowerCase()),
);

const TAG = /<(\/?)([A-Za-z][^\s/>]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return attributes;
}

function refuse(limit: SvgWorkLimit): never {
  throw new AppError('templateTooHeavy', { field: 'svgBuffer', details: { limit, max: SVG_WORK_LIMITS[limit] } });
}

/** The numbers of an attribute (a list may hold two); NaN for what is no number, so that it is refused too. */
function numbers(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .trim()
    .split(/[\s,]+/)
    .map((part) => (part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part)));
}

function atMost(value: string | undefined, max: number, limit: SvgWorkLimit): void {
  if (numbers(value).some((number) => !(Math.abs(number) <= max))) refuse(limit);
}

/** The document's larger side in user units: its viewBox, else its width and height. */
function documentSide(root: Map<string, string>): number {
  const box = numbers(root.get('viewbox'));
  const sides = box.length === 4 ? box.slice(2) : [...numbers(root.get('width')), ...numbers(root.get('height'))];
  const finite = sides.filter((side) => Number.isFinite(side) && side > 0);
  return finite.length > 0 ? Math.max(...finite) : 0;
}

function checkRegion(filter: Map<string, string>, side: number): void {
  const userSpace = filter.get('filterunits') === 'userSpaceOnUse';
  // object box: x, y at least −(boxes−1) and width, height at most `boxes`; user space: within twice the document
  const max = userSpace ? SVG_WORK_LIMITS.regionDocuments * Math.max(side, 1) : SVG_WORK_LIMITS.regionBoxes;
  for (const name of ['x', 'y', 'width', 'height']) {
    const value = filter.get(name);
    if (value === undefined) continue;
    const [number, ...rest] = numbers(value);
    if (rest.length > 0 || !(Math.abs(number) <= max)) refuse(userSpace ? 'regionDocuments' : 'regionBoxes');
  }
}

/**
 * Throws templateTooHeavy (details: the limit passed and its value) when drawing
 * this sanitised SVG at `pixels` (its drawn width × height) would pass a limit.
 */
export function checkSvgWork(svg: string, pixels: number): void {
  const text = svg.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, '');
  let elements = 0;
  let depth = 0;
  let filterDepth = -1;
  let primitivesInFilter = 0;
  let mostPrimitives = 0;
  let primitives = 0;
  let filtered = 0;
  let side = 0;
  let styleNamesFilter = false;
  let inStyle = false;
  let styleStart = 0;
  for (const match of text.matchAll(TAG)) {
    const [, closing, rawName, rawAttributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (name === 'style' && inStyle) {
        styleNamesFilter ||= /filter\s*:/i.test(text.slice(styleStart, match.index));
        inStyle = false;
      }
      if (name === 'filter' && depth === filterDepth) {
        mostPrimitives = Math.max(mostPrimitives, primitivesInFilter);
        filterDepth = -1;
      }
      continue;
    }
    elements++;
    if (elements > SVG_WORK_LIMITS.elements) refuse('elements');
    const attributes = attributesOf(rawAttributes);
    if (elements === 1) side = documentSide(attributes);
    if (attributes.has('filter') || /filter\s*:/i.test(attributes.get('style') ?? '')) filtered++;
    if (name === 'style') {
      inStyle = !selfClosing;
      styleStart = match.index + match[0].length;
    }
    if (name === 'filter') {
      checkRegion(attributes, side);
      filterDepth = depth;
      primitivesInFilter = 0;
    }
    if (PRIMITIVES.has(name)) {
      primitives++;
      primitivesInFilter++;
      if (primitives > SVG_WORK_LIMITS.filterPrimitives) refuse('filterPrimitives');
    }
    if (name === 'fegaussianblur' || name === 'fedropshadow') atMost(attributes.get('stddeviation'), SVG_WORK_LIMITS.blurDeviation, 'blurDeviation');
    if (name === 'femorphology') atMost(attributes.get('radius'), SVG_WORK_LIMITS.morphologyRadius, 'morphologyRadius');
    if (name === 'feturbulence') atMost(attributes.get('numoctaves'), SVG_WORK_LIMITS.turbulenceOctaves, 'turbulenceOctaves');
    if (name === 'feconvolvematrix') atMost(attributes.get('order'), SVG_WORK_LIMITS.convolveOrder, 'convolveOrder');
    if (!selfClosing) {
      depth++;
      if (depth > SVG_WORK_LIMITS.depth) refuse('depth');
    }
  }
  if (filterDepth >= 0) mostPrimitives = Math.max(mostPrimitives, primitivesInFilter);
  if (primitives === 0) return;
  // a style sheet naming filter may put every element through one
  if (styleNamesFilter) filtered = elements;
  if (filtered > SVG_WORK_LIMITS.filteredElements) refuse('filteredElements');
  if (pixels * filtered * mostPrimitives > SVG_WORK_LIMITS.filterPixelPasses) refuse('filterPixelPasses');
}
