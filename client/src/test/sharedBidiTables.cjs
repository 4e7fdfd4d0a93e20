// Preloaded into the component tests' workers (vitest.config.ts, execArgv).
// jsdom's stylesheet gives [dir] elements and <bdi> a direction through
// :dir(), which its selector engine (@asamuzakjp/dom-selector 7) answers for
// dir="auto" and <bdi> by calling bidi-js's factory anew each time: every call
// parses the Unicode bidi tables again (a few milliseconds), and the app's user
// text is all <bdi dir="auto"> (UserText), weighed by every getComputedStyle a
// role query makes. The factory's functions are pure, so one instance is
// shared. Without this file the tests run the same, slower.
'use strict';
const Module = require('node:module');
const { dirname } = require('node:path');

try {
  const fromJsdom = Module.createRequire(require.resolve('jsdom'));
  const fromDomSelector = Module.createRequire(fromJsdom.resolve('@asamuzakjp/dom-selector'));
  const file = fromDomSelector.resolve('bidi-js');
  const bidiFactory = require(file);
  // A module of our own in the cache, not the loaded one's exports replaced: the
  // ES module loader (dom-selector is one) reads a loaded module's first exports.
  delete require.cache[file];
  let bidi;
  const shared = new Module(file, null);
  shared.filename = file;
  shared.paths = Module._nodeModulePaths(dirname(file));
  shared.exports = function sharedBidi() {
    bidi ??= bidiFactory();
    return bidi;
  };
  shared.loaded = true;
  require.cache[file] = shared;
} catch {
  // another jsdom or selector engine: nothing to share
}
