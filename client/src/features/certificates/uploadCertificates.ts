// Sending a batch of certificate files (admin spec §4, §9): each file starts
// 100 ms after the one before, the overall progress is reported every 100 ms,
// a failed file is tried again 100 ms later (a few times), and the files that
// never went up are answered so the page lists them and saves them as
// filesFailedUpload.txt.
import { UploadError } from '../../storage/uploadFile.ts';

export const STAGGER_MS = 100;
export const PROGRESS_MS = 100;
export const RETRY_MS = 100;
/** tries per file, the first included */
export const MAX_ATTEMPTS = 3;

export interface BatchOptions {
  /** sends one file, reporting its own progress 0..100 */
  send: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** overall 0..100 */
  onProgress: (percent: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal trying again cannot change (the type or the bytes are wrong). */
const final = (error: unknown) => error instanceof UploadError && (error.code === 'fileTypeNotAllowed' || error.code === 'fileContentMismatch');

export async function uploadCertificates(files: readonly File[], { send, onProgress, wait = sleep }: BatchOptions): Promise<{ uploaded: File[]; failed: File[] }> {
  const percents = files.map(() => 0);
  const overall = () => (files.length === 0 ? 100 : Math.round(percents.reduce((a, b) => a + b, 0) / files.length));
  const ticker = setInterval(() => onProgress(overall()), PROGRESS_MS);
  const uploaded: File[] = [];
  const failed: File[] = [];
  try {
    await Promise.all(
      files.map(async (file, index) => {
        await wait(index * STAGGER_MS);
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          try {
            await send(file, (percent) => {
              percents[index] = percent;
            });
            percents[index] = 100;
            uploaded.push(file);
            return;
          } catch (error) {
            percents[index] = 0;
            if (final(error) || attempt === MAX_ATTEMPTS) break;
            await wait(RETRY_MS);
          }
        }
        // a file that never went up counts as done for the bar: the batch is over for it
        percents[index] = 100;
        failed.push(file);
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  onProgress(overall());
  const order = (list: File[]) => files.filter((file) => list.includes(file));
  return { uploaded: order(uploaded), failed: order(failed) };
}

/** The filesFailedUpload.txt text: one file name a line. */
export function failedFilesText(failed: readonly File[]): string {
  return `${failed.map((file) => file.name).join('\n')}\n`;
}
