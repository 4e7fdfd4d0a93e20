import { describe, expect, it } from 'vitest';
import { firstVisitFiles, type ViteManifest } from './firstVisit.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], dynamicImports: ['src/learner.tsx', 'src/admin.tsx'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/learner.tsx': { file: 'assets/learner.js', imports: ['index.html', '_shared.js', '_form.js'], css: ['assets/learner.css'], dynamicImports: ['src/pdf.ts'] },
  '_form.js': { file: 'assets/form.js' },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  'src/pdf.ts': { file: 'assets/pdf.js' },
};

describe('the files of a first visit', () => {
  it('follows static imports and styles, once each, and leaves dynamic imports out', () => {
    expect(firstVisitFiles(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/index.css', 'assets/shared.js']);
    expect(firstVisitFiles(manifest, ['index.html', 'src/learner.tsx'])).toEqual([
      'assets/index.js',
      'assets/index.css',
      'assets/shared.js',
      'assets/learner.js',
      'assets/learner.css',
      'assets/form.js',
    ]);
  });

  it('refuses a module the build does not have', () => {
    expect(() => firstVisitFiles(manifest, ['src/missing.tsx'])).toThrow(/no module src\/missing.tsx/);
  });
});
