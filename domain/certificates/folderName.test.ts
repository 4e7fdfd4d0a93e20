import { describe, expect, it } from 'vitest';
import { certificateFileName, certificateFolderName, certificateOwner, MAX_FOLDER_NAME } from './folderName.ts';

describe('certificate folder name', () => {
  it('takes the first run of letters, digits, underscore or hyphen', () => {
    expect(certificateFolderName('course-2024_a')).toBe('course-2024_a');
    expect(certificateFolderName('  course 2024')).toBe('course');
    expect(certificateFolderName('شهادات course')).toBe('course');
    expect(certificateFolderName('a/b')).toBe('a');
    expect(certificateFolderName('../etc')).toBe('etc');
  });
  it('is empty when nothing English is typed', () => {
    expect(certificateFolderName('شهادات')).toBe('');
    expect(certificateFolderName('')).toBe('');
    expect(certificateFolderName('. / ')).toBe('');
  });
  it('is cut to the longest name kept', () => {
    expect(certificateFolderName('a'.repeat(300))).toHaveLength(MAX_FOLDER_NAME);
  });
});

describe('certificate file name', () => {
  it('is the base name lower-cased', () => {
    expect(certificateFileName('Ali@Example.COM.PDF')).toBe('ali@example.com.pdf');
    expect(certificateFileName('C:\\certs\\ali@example.com.png')).toBe('ali@example.com.png');
    expect(certificateFileName('dir/ali@example.com.jpeg')).toBe('ali@example.com.jpeg');
  });
  it('refuses SVG and other types, names without a base, and URL-breaking characters', () => {
    expect(certificateFileName('ali@example.com.svg')).toBeNull();
    expect(certificateFileName('ali@example.com.exe')).toBeNull();
    expect(certificateFileName('.pdf')).toBeNull();
    expect(certificateFileName('ali')).toBeNull();
    expect(certificateFileName('a#b.pdf')).toBeNull();
    expect(certificateFileName('a?b.pdf')).toBeNull();
    expect(certificateFileName('a%2fb.pdf')).toBeNull();
    expect(certificateFileName(`${'a'.repeat(250)}.pdf`)).toBeNull();
  });
  it('belongs to the e-mail its name spells', () => {
    expect(certificateOwner('ali@example.com.pdf')).toBe('ali@example.com');
    expect(certificateOwner('Ali@Example.com.PDF')).toBe('ali@example.com');
    expect(certificateOwner('ali@example.com.backup.pdf')).toBe('ali@example.com.backup');
  });
});
