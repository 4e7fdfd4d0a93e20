import { createContext } from 'react';
import { uploadFile } from './uploadFile.ts';

/**
 * Where a file-upload answer's file goes: the server's answer uploads, except
 * in the quiz editor's preview, which keeps the file in the browser so that
 * nothing is recorded.
 */
export const AnswerUploadContext = createContext<typeof uploadFile>(uploadFile);
