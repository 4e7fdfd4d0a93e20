import { describe, expect, it } from 'vitest';
import { goalBlocks } from './courseGoals.ts';

describe('goalBlocks: goals text with list formatting', () => {
  it.each([
    ['', []],
    [null, []],
    ['Speak with confidence', [{ kind: 'paragraph', lines: ['Speak with confidence'] }]],
    ['By the end:\nyou will', [{ kind: 'paragraph', lines: ['By the end:', 'you will'] }]],
    ['One\n\nTwo', [{ kind: 'paragraph', lines: ['One'] }, { kind: 'paragraph', lines: ['Two'] }]],
    ['- read\n• write\n* listen\n– speak', [{ kind: 'list', ordered: false, items: ['read', 'write', 'listen', 'speak'] }]],
    ['1. read\n2) write\n3 - listen', [{ kind: 'list', ordered: true, items: ['read', 'write', 'listen'] }]],
    ['١. القراءة\n٢) الكتابة', [{ kind: 'list', ordered: true, items: ['القراءة', 'الكتابة'] }]],
    [
      'Goals:\n- read\n- write\n1. first\nThanks',
      [
        { kind: 'paragraph', lines: ['Goals:'] },
        { kind: 'list', ordered: false, items: ['read', 'write'] },
        { kind: 'list', ordered: true, items: ['first'] },
        { kind: 'paragraph', lines: ['Thanks'] },
      ],
    ],
    ['2024 was a good year', [{ kind: 'paragraph', lines: ['2024 was a good year'] }]],
    ['-5 degrees', [{ kind: 'paragraph', lines: ['-5 degrees'] }]],
    ['•read', [{ kind: 'list', ordered: false, items: ['read'] }]],
  ] as const)('%j', (text, blocks) => {
    expect(goalBlocks(text)).toEqual(blocks);
  });
});
