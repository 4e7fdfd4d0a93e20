// The cache of quiz contents by version (withStoredContent): an open or a
// submit reads the quiz's columns and takes the content from the cache while
// the version (id, update time, revision) is one this process has read.
import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../db/generated/client.ts';
import { draftDocumentOf, withStoredContent, type StoredContent } from './quizDocument.ts';

const columns = (id: string, revision: number, updatedAt = new Date('2026-11-27T08:00:00Z')) => ({ id, revision, updatedAt }) as unknown as Omit<Quiz, 'content'>;

function reader(contents: Record<string, StoredContent>) {
  const reads: string[] = [];
  return { reads, read: async (id: string) => (reads.push(id), contents[id] ?? null) };
}

describe('withStoredContent', () => {
  it('reads a version once, and again when the revision or the update time changes', async () => {
    const at = new Date('2026-11-27T08:00:00Z');
    const later = new Date('2026-11-27T09:00:00Z');
    const store = { 'quiz-a': { content: { sections: ['one'] }, updatedAt: at, revision: 1 } };
    const { reads, read } = reader(store);
    expect((await withStoredContent(columns('quiz-a', 1, at), read)).content).toEqual({ sections: ['one'] });
    expect((await withStoredContent(columns('quiz-a', 1, at), read)).content).toEqual({ sections: ['one'] });
    expect(reads).toEqual(['quiz-a']);

    store['quiz-a'] = { content: { sections: ['two'] }, updatedAt: at, revision: 2 };
    expect((await withStoredContent(columns('quiz-a', 2, at), read)).content).toEqual({ sections: ['two'] });
    store['quiz-a'] = { content: { sections: ['three'] }, updatedAt: later, revision: 2 };
    expect((await withStoredContent(columns('quiz-a', 2, later), read)).content).toEqual({ sections: ['three'] });
    expect(reads).toEqual(['quiz-a', 'quiz-a', 'quiz-a']);
  });

  it('shares the content frozen: a request cannot change what the next one gets', async () => {
    const { read } = reader({ 'quiz-b': { content: { sections: [{ questions: [{ text: 'q' }] }] }, updatedAt: new Date(0), revision: 0 } });
    const { content } = await withStoredContent(columns('quiz-b', 0, new Date(0)), read);
    expect(() => {
      (content as { sections: { questions: { text: string }[] }[] }).sections[0].questions[0].text = 'changed';
    }).toThrow(TypeError);
  });

  it('reads a version new to the process once, however many requests ask for it while the read is under way', async () => {
    const { reads, read } = reader({ 'quiz-d': { content: { sections: ['burst'] }, updatedAt: new Date(0), revision: 0 } });
    const opens = await Promise.all(Array.from({ length: 100 }, () => withStoredContent(columns('quiz-d', 0, new Date(0)), read)));
    expect(opens.map((quiz) => quiz.content)).toEqual(Array(100).fill({ sections: ['burst'] }));
    expect(reads).toEqual(['quiz-d']);
  });

  it('a quiz gone between the two reads reads as empty, and is read again by the next request', async () => {
    const { reads, read } = reader({});
    expect((await withStoredContent(columns('quiz-c', 0), read)).content).toEqual({});
    expect((await withStoredContent(columns('quiz-c', 0), read)).content).toEqual({});
    expect(reads).toEqual(['quiz-c', 'quiz-c']);
  });
});

describe('draftDocumentOf', () => {
  it.each([[null], [[]], ['a quiz'], [42], [{ sections: 'none' }]])('reads a stored draft of %j as no draft', (draft) => {
    expect(draftDocumentOf({ id: 'quiz-a', draft })).toBeNull();
  });

  it('reads a stored quiz as the draft, with the quiz id', () => {
    const draft = draftDocumentOf({ id: 'quiz-a', draft: { name: 'Draft', sections: [] } });
    expect(draft).toMatchObject({ id: 'quiz-a', name: 'Draft' });
  });
});
