import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answer, Answers, QuizContent } from '../../../../../domain/quiz/types.ts';
import { appendSelection, createAutosaver, type Autosaver, type LocalCopy, type SaveStatus, type SaveTransport } from './autosaver.ts';
import { clockOffsetMs } from './countdown.ts';
import { clearDraft, clearDraftsOfOtherLearners, readDraft, structureOf, writeDraft } from './draftStore.ts';
import { restoreAnswers } from './restoreAnswers.ts';

/** The attempt as opening the quiz returns it. */
export interface OpenedAttempt {
  id: string;
  startedAt: string;
  deadlineAt: string | null;
  serverNow: string;
  draftSeq: number;
  draftAnswers: Answers;
}

export interface QuizAnswersOptions {
  org: string;
  email: string;
  quizId: string;
  content: QuizContent;
  attempt: OpenedAttempt;
  save: SaveTransport;
}

export interface QuizAnswers {
  answers: Answers;
  setAnswer(questionId: string, answer: Answer): void;
  status: SaveStatus;
  /** before submitting: resolves once the server holds every answer */
  flush(): Promise<void>;
  /** after a successful submit: stops saving and clears this browser's draft */
  finish(): void;
}

/**
 * The answers of the quiz screen: restored (this browser's draft first, else
 * the server's), kept in the local draft on every change and saved on the
 * server by the autosaver. Mount it once per attempt (key the screen by the
 * attempt id).
 */
export function useQuizAnswers({ org, email, quizId, content, attempt, save }: QuizAnswersOptions): QuizAnswers {
  const [restored] = useState(() => {
    clearDraftsOfOtherLearners(email);
    return restoreAnswers({ content, email, quizId, attempt, local: readDraft(org, email, quizId) });
  });
  const [answers, setAnswers] = useState(restored.answers);
  const [status, setStatus] = useState<SaveStatus>(restored.unsaved ? 'saving' : 'saved');

  // What the autosaver last reported: a remount starts from it.
  const local = useRef<LocalCopy>({ answers: restored.answers, seq: restored.seq, pendingLog: restored.pendingLog });
  const saverRef = useRef<Autosaver | null>(null);
  const finished = useRef(false);
  const latest = useRef({ org, email, quizId, save, structure: structureOf(content), version: content.version });
  useEffect(() => {
    latest.current = { org, email, quizId, save, structure: structureOf(content), version: content.version };
  }, [org, email, quizId, save, content]);
  // The log's times are the server's, as the deadline is.
  const offsetMs = useMemo(() => clockOffsetMs(attempt.serverNow, Date.now()), [attempt.serverNow]);

  const attemptId = attempt.id;
  const keepLocally = useCallback(
    (copy: LocalCopy) => {
      local.current = copy;
      if (finished.current) return;
      const { org: alias, email: learner, quizId: quiz, structure } = latest.current;
      writeDraft(alias, { email: learner, quizId: quiz, attemptId, structure, ...copy, updatedAt: new Date().toISOString() });
    },
    [attemptId],
  );

  useEffect(() => {
    const saver = createAutosaver({
      attemptId,
      initialSeq: local.current.seq,
      initialAnswers: local.current.answers,
      initialLog: local.current.pendingLog,
      initialUnsaved: restored.unsaved,
      save: (request) => latest.current.save(request),
      onStatus: setStatus,
      keepLocally,
    });
    saverRef.current = saver;
    setStatus(saver.status);
    // Unsent answers stay in the draft, which the next opening on this browser shows and saves; a
    // saver left running could answer a newer saver's save with older answers.
    return () => {
      saverRef.current = null;
      saver.dispose();
    };
  }, [attemptId, keepLocally, restored.unsaved]);

  const setAnswer = useCallback(
    (questionId: string, answer: Answer) => {
      if (finished.current) return;
      const next = { ...local.current.answers, [questionId]: answer };
      setAnswers(next);
      const entry =
        latest.current.version === 2 ? { questionId, at: new Date(Date.now() + offsetMs).toISOString(), answer } : undefined;
      if (saverRef.current) saverRef.current.change(next, entry);
      else keepLocally({ ...local.current, answers: next, pendingLog: entry ? appendSelection(local.current.pendingLog, entry) : local.current.pendingLog });
    },
    [keepLocally, offsetMs],
  );

  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(), []);

  const finish = useCallback(() => {
    finished.current = true;
    saverRef.current?.dispose();
    clearDraft(latest.current.org, latest.current.quizId);
  }, []);

  return { answers, setAnswer, status, flush, finish };
}
