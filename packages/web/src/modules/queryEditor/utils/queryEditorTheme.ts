import { EditorView } from '@codemirror/view';

// Token colours: each at least 4.5:1 on white (WCAG AA), and weight rather than colour alone sets fields and
// operators apart from search words, for colour-blind readers.
const TOKEN_STYLES: Record<string, Record<string, string>> = {
  '.cm-q-field': { color: '#1a4f8b', fontWeight: '700' },
  '.cm-q-empty': { textDecoration: 'underline wavy #c92a2a', textUnderlineOffset: '3px', backgroundColor: '#fff5f5' },
  '.cm-q-citation-field': { color: '#0b5f6e', fontWeight: '700' },
  '.cm-q-operator': { color: '#7a1f8f', fontWeight: '700' },
  '.cm-q-proximity': { color: '#5535b0', fontWeight: '700' },
  '.cm-q-paren': { color: '#495057', fontWeight: '700' },
  '.cm-q-truncated-term': { color: '#a3174f' },
  '.cm-q-quoted': { color: '#27642f' },
  '.cm-q-number': { color: '#9a3a07' },
  '.cm-q-date': { color: '#9a3a07' },
  '.cm-q-range-operator': { color: '#9a3a07', fontWeight: '700' },
  '.cm-q-classification': { color: '#0b5f6e' },
  '.cm-q-history': { color: '#0a6b4d', fontWeight: '700' },
  '.cm-q-at-least': { color: '#5535b0', fontWeight: '700' },
  '.cm-q-design-image': { color: '#5535b0' },
  '.cm-q-design-option': { color: '#1a4f8b' },
  '.cm-q-punctuation': { color: '#495057' },
  '.cm-q-error': { color: '#b02525' },
};

/** The editor looks like the app's other inputs: Mantine's border, radius and focus ring, in a monospace font. */
export const queryEditorTheme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-gray-5)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-white)',
    fontSize: '15px',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-color-blue-8)',
    outlineOffset: '1px',
  },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.6',
    minHeight: '6.5em',
    maxHeight: '20em',
  },
  '.cm-content': { padding: '8px 4px', caretColor: 'var(--mantine-color-black)' },
  '.cm-placeholder': { color: '#5c5f66' },
  '.cm-lintRange-error': {
    backgroundColor: 'rgba(224, 49, 49, 0.12)',
  },
  '.cm-tooltip': { fontFamily: 'var(--mantine-font-family)', fontSize: '14px' },
  '.cm-tooltip-autocomplete ul li': { padding: '2px 8px' },
  '.cm-completionLabel': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: '700' },
  '.cm-completionDetail': { fontStyle: 'normal', marginLeft: '1em', color: 'inherit', opacity: '1' },
  ...TOKEN_STYLES,
});
