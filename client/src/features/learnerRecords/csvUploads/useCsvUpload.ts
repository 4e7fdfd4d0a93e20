// The steps of an upload dialog: a file is chosen and read, its rows checked
// (a file with a bad line stops here, nothing sent), then on the owner's word
// its batches are sent one after another, and the dialog shows what the
// server applied and refused.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from '../../../storage/downloadFile.ts';
import { sendInBatches, type BatchOutcome, type UploadSummary } from './batches.ts';
import { invalidEmailsText } from './emailList.ts';
import { readCsvFile, type CsvRow } from './readCsvFile.ts';
import type { Prepared } from './types.ts';

export const INVALID_EMAILS_FILE = 'invalidEmails.txt';

export type UploadStep<Item> =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string }
  | { step: 'unreadable'; fileName: string }
  | { step: 'checked'; fileName: string; prepared: Prepared<Item> }
  | { step: 'sending'; fileName: string; done: number; total: number; stopping: boolean }
  | { step: 'finished'; fileName: string; summary: UploadSummary };

export function downloadInvalidEmails(invalid: readonly { text: string }[]): void {
  downloadBlob(new Blob([invalidEmailsText(invalid)], { type: 'text/plain;charset=utf-8' }), INVALID_EMAILS_FILE);
}

export interface CsvUpload<Item> {
  state: UploadStep<Item>;
  choose: (file: File) => Promise<void>;
  /** true when every batch was applied (nothing failed, nothing stopped) */
  send: () => Promise<boolean>;
  /** no batch is sent after the one under way */
  stop: () => void;
}

export function useCsvUpload<Item>(
  prepare: (rows: CsvRow[]) => Prepared<Item>,
  sendBatch: (batch: readonly Item[]) => Promise<BatchOutcome>,
): CsvUpload<Item> {
  const [state, setState] = useState<UploadStep<Item>>({ step: 'choose' });
  const stopped = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      // a dialog closed while sending sends nothing more
      mounted.current = false;
      stopped.current = true;
    };
  }, []);
  const update = useCallback((next: UploadStep<Item>) => mounted.current && setState(next), []);

  const choose = useCallback(
    async (file: File) => {
      update({ step: 'reading', fileName: file.name });
      let rows: CsvRow[];
      try {
        rows = await readCsvFile(file);
      } catch {
        return void update({ step: 'unreadable', fileName: file.name });
      }
      const prepared = prepare(rows);
      if (prepared.kind === 'invalidEmails') downloadInvalidEmails(prepared.invalid);
      update({ step: 'checked', fileName: file.name, prepared });
    },
    [prepare, update],
  );

  const send = useCallback(async () => {
    if (state.step !== 'checked' || state.prepared.kind !== 'ready') return false;
    const { fileName, prepared } = state;
    stopped.current = false;
    const total = prepared.batches.length;
    update({ step: 'sending', fileName, done: 0, total, stopping: false });
    const summary = await sendInBatches(prepared.batches, sendBatch, {
      isCancelled: () => stopped.current,
      onProgress: (done) => update({ step: 'sending', fileName, done, total, stopping: stopped.current }),
    });
    if (summary.failure?.invalid?.length) downloadInvalidEmails(summary.failure.invalid.map((text) => ({ text })));
    update({ step: 'finished', fileName, summary });
    return summary.failure === null && !summary.cancelled;
  }, [state, sendBatch, update]);

  const stop = useCallback(() => {
    stopped.current = true;
    setState((current) => (current.step === 'sending' ? { ...current, stopping: true } : current));
  }, []);

  return { state, choose, send, stop };
}
