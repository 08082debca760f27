import { describe, expect, it } from 'vitest';
import { escapeHtml, groupClassName, HIGHLIGHT_CLASS_COUNT, renderMarked } from './render';

describe('renderMarked', () => {
  it('escapes the text and wraps each highlight in a mark of its group', () => {
    const text = `a <b> & "c" 'd' anode`;
    const html = renderMarked(
      text,
      [
        { start: 2, end: 5, group: 0 },
        { start: 16, end: 21, group: 12 },
      ],
      groupClassName,
    );
    expect(html).toBe(
      'a <mark class="hl-0">&lt;b&gt;</mark> &amp; &quot;c&quot; &#39;d&#39; <mark class="hl-2">anode</mark>',
    );
  });

  it('escapes the class name and keeps overlapping input well nested', () => {
    const html = renderMarked(
      'abcdef',
      [
        { start: 2, end: 6, group: 1 },
        { start: 0, end: 4, group: 0 },
      ],
      (group) => `x"${group}`,
    );
    expect(html).toBe('<mark class="x&quot;0">abcd</mark><mark class="x&quot;1">ef</mark>');
  });

  it('renders text without highlights as escaped text', () => {
    expect(renderMarked('1 < 2', [], groupClassName)).toBe('1 &lt; 2');
    expect(renderMarked('', [], groupClassName)).toBe('');
  });
});

describe('groupClassName', () => {
  it('cycles through ten classes for any group number', () => {
    expect(HIGHLIGHT_CLASS_COUNT).toBe(10);
    expect([0, 1, 9, 10, 23].map(groupClassName)).toEqual(['hl-0', 'hl-1', 'hl-9', 'hl-0', 'hl-3']);
    expect(groupClassName(-1)).toBe('hl-9');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('plain ü 😀')).toBe('plain ü 😀');
  });
});
