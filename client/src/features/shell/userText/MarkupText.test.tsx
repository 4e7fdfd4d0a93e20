// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkupText } from './MarkupText.tsx';

describe('MarkupText', () => {
  it('shows **bold** and *italic* as strong and em, isolated in its own direction', () => {
    const { container } = render(<MarkupText text="مرحبا **بكم** في *المنصة*" />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.getAttribute('dir')).toBe('auto');
    expect(paragraph.querySelector('strong')?.textContent).toBe('بكم');
    expect(paragraph.querySelector('em')?.textContent).toBe('المنصة');
    expect(paragraph.textContent).toBe('مرحبا بكم في المنصة');
  });

  it('never reads the text as HTML', () => {
    const { container } = render(<MarkupText text={'<img src=x onerror="alert(1)"> **<b>x</b>**'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<b>x</b>');
  });
});
