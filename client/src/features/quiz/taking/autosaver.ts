// Saves the answers of an open attempt on the server while the learner works:
// every change is kept locally at once, and the whole answer map reaches the
// server at most 2 s after the first unsaved change. One request at a time,
// each with the next sequence number, so the server (which ignores a save not
// above the last it applied) can never put older answers over newer ones; a
// failed request is retried as it was, with backoff, so a retry of a save
// that did arrive changes nothing and appends no selection twice.
import type { Answer, Answers } from '../../../../../domain/quiz/types.ts';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

/** One change in the version-2 log of selected answers. */
export interface SelectionLogEntry {
  questionId: string;
  /** ISO time of the change */
  at: string;
  answer: Answer;
}

export interface SaveRequest {
  attemptId: string;
  seq: number;
  /** the whole current answer map */
  answers: Answers;
  /** the selections since the last acknowledged save */
  log: SelectionLogEntry[];
}

export interface SaveResponse {
  /** the sequence number the server holds now */
  seq: number;
  savedAt: string;
  /** false when the server already held this seq or a higher one */
  applied: boolean;
}

/**
 * Sends one save. It rejects with SaveRefusedError when the server answers
 * with an error code (retrying cannot help); any other rejection counts as a
 * network failure and is retried.
 */
export type SaveTransport = (request: SaveRequest) => Promise<SaveResponse>;

export class SaveRefusedError extends Error {
  constructor(readonly code: string) {
    super(`The server refused the save: ${code}`);
    this.name = 'SaveRefusedError';
  }
}

/** What the local draft must hold after each change, send and acknowledgement. */
export interface LocalCopy {
  answers: Answers;
  /** the highest seq sent or heard from the server */
  seq: number;
  /** the selections the server has not acknowledged */
  pendingLog: SelectionLogEntry[];
}

export interface AutosaverOptions {
  attemptId: string;
  /** the highest seq known so far (the server's draftSeq, or this browser's if higher) */
  initialSeq: number;
  initialAnswers: Answers;
  /** selections restored from the local draft, not yet acknowledged */
  initialLog?: SelectionLogEntry[];
  /** the initial answers are this browser's and the server may not hold them yet */
  initialUnsaved?: boolean;
  save: SaveTransport;
  onStatus?: (status: SaveStatus) => void;
  /** called synchronously whenever the local copy changes (writes the draft) */
  keepLocally?: (copy: LocalCopy) => void;
  now?: () => number;
  /** a pause in changes this long starts a save */
  debounceMs?: number;
  /** a save starts at the latest this long after the first unsaved change */
  maxWaitMs?: number;
}

export interface Autosaver {
  change(answers: Answers, logEntry?: SelectionLogEntry): void;
  /** Saves now and settles once the server holds everything; rejects with SaveRefusedError once the server refuses. */
  flush(): Promise<void>;
  readonly status: SaveStatus;
  dispose(): void;
}

export const DEBOUNCE_MS = 1000;
export const MAX_WAIT_MS = 2000;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** the server's limit of log entries per save */
export const MAX_LOG_ENTRIES_PER_SAVE = 500;

export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

const isTextEdit = (answer: Answer) => answer.textAnswer !== undefined || answer.spaces !== undefined;

/**
 * Adds a selection to the unsent log. Typing logs no keystrokes: a text edit
 * replaces an unsent edit of the same question just before it.
 */
export function appendSelection(log: SelectionLogEntry[], entry: SelectionLogEntry): SelectionLogEntry[] {
  const last = log.at(-1);
  if (last && last.questionId === entry.questionId && isTextEdit(last.answer) && isTextEdit(entry.answer)) {
    return [...log.slice(0, -1), entry];
  }
  return [...log, entry];
}

interface InFlight {
  request: SaveRequest;
  tries: number;
  sending: boolean;
}

export function createAutosaver(options: AutosaverOptions): Autosaver {
  const { attemptId, save, onStatus, keepLocally, now = Date.now, debounceMs = DEBOUNCE_MS, maxWaitMs = MAX_WAIT_MS } = options;
  let answers = options.initialAnswers;
  let seq = options.initialSeq;
  let unsentLog = options.initialLog ?? [];
  /** the answers changed since the last request was built */
  let dirty = false;
  let firstUnsavedAt = 0;
  let lastChangeAt = 0;
  let current: InFlight | null = null;
  let failures = 0;
  let fatal: SaveRefusedError | null = null;
  let disposed = false;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let flushWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let reported: SaveStatus = 'saved';

  const hasUnsent = () => dirty || unsentLog.length > 0;

  function statusNow(): SaveStatus {
    if (fatal) return 'error';
    if (failures > 0) return 'offline';
    return current || hasUnsent() ? 'saving' : 'saved';
  }

  function report(): void {
    const status = statusNow();
    if (status === reported) return;
    reported = status;
    onStatus?.(status);
  }

  function keep(): void {
    keepLocally?.({ answers, seq, pendingLog: [...(current?.request.log ?? []), ...unsentLog] });
  }

  function settleFlushes(): void {
    if (fatal) {
      for (const waiter of flushWaiters) waiter.reject(fatal);
      flushWaiters = [];
    } else if (!current && !hasUnsent()) {
      for (const waiter of flushWaiters) waiter.resolve();
      flushWaiters = [];
    }
  }

  function schedule(): void {
    clearTimeout(debounceTimer);
    if (current || fatal || disposed || !hasUnsent()) return;
    // A flush is waiting, or only log entries beyond one save's share are left: no reason to wait.
    if (flushWaiters.length > 0 || !dirty) {
      sendNext();
      return;
    }
    const due = Math.min(lastChangeAt + debounceMs, firstUnsavedAt + maxWaitMs);
    debounceTimer = setTimeout(sendNext, Math.max(0, due - now()));
  }

  function sendNext(): void {
    clearTimeout(debounceTimer);
    if (current || fatal || disposed || !hasUnsent()) return;
    seq += 1;
    const log = unsentLog.slice(0, MAX_LOG_ENTRIES_PER_SAVE);
    unsentLog = unsentLog.slice(MAX_LOG_ENTRIES_PER_SAVE);
    current = { request: { attemptId, seq, answers, log }, tries: 0, sending: false };
    dirty = false;
    keep();
    send(current);
  }

  function send(inFlight: InFlight): void {
    clearTimeout(retryTimer);
    inFlight.tries += 1;
    inFlight.sending = true;
    report();
    let answer: Promise<SaveResponse>;
    try {
      answer = save(inFlight.request);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (response) => acknowledged(inFlight, response),
      (error: unknown) => failed(inFlight, error),
    );
  }

  function acknowledged(inFlight: InFlight, response: SaveResponse): void {
    if (disposed || current !== inFlight) return;
    current = null;
    failures = 0;
    const sent = inFlight.request;
    seq = Math.max(seq, response.seq);
    // Not applied at the same seq after a retry: the earlier try arrived, its answer was lost.
    const held = response.applied || (response.seq === sent.seq && inFlight.tries > 1);
    if (!held) {
      // Another device saved above this seq: send these answers again, above its.
      unsentLog = [...sent.log, ...unsentLog];
      if (!dirty) {
        dirty = true;
        firstUnsavedAt = lastChangeAt = now();
      }
    }
    keep();
    schedule();
    settleFlushes();
    report();
  }

  function failed(inFlight: InFlight, error: unknown): void {
    if (disposed || current !== inFlight) return;
    inFlight.sending = false;
    if (error instanceof SaveRefusedError) {
      fatal = error;
      current = null;
      clearTimeout(debounceTimer);
      clearTimeout(retryTimer);
      settleFlushes();
      report();
      return;
    }
    failures += 1;
    retryTimer = setTimeout(() => send(inFlight), retryDelayMs(failures));
    report();
  }

  function retryNow(): void {
    if (current && !current.sending && !fatal && !disposed) send(current);
  }

  function flush(): Promise<void> {
    if (fatal) return Promise.reject(fatal);
    if (disposed) return Promise.reject(new Error('The autosaver was disposed'));
    if (!current && !hasUnsent()) return Promise.resolve();
    const settled = new Promise<void>((resolve, reject) => flushWaiters.push({ resolve, reject }));
    if (current) retryNow();
    else sendNext();
    return settled;
  }

  const onOnline = () => retryNow();
  const onPageHide = () => {
    flush().catch(() => {}); // the local draft holds everything in any case
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onPageHide();
  };
  if (options.initialUnsaved) {
    dirty = true;
    firstUnsavedAt = lastChangeAt = now();
  }
  schedule();
  report();

  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    change(next, logEntry) {
      if (disposed) return;
      answers = next;
      if (logEntry) unsentLog = appendSelection(unsentLog, logEntry);
      const at = now();
      if (!dirty) firstUnsavedAt = at;
      lastChangeAt = at;
      dirty = true;
      keep();
      schedule();
      report();
    },
    flush,
    get status() {
      return statusNow();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      clearTimeout(debounceTimer);
      clearTimeout(retryTimer);
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
      for (const waiter of flushWaiters) waiter.reject(new Error('The autosaver was disposed'));
      flushWaiters = [];
    },
  };
}
