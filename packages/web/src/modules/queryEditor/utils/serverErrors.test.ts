import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { serverErrorsField, setServerErrors } from './serverErrors';

function stateWith(doc: string, errors: { from: number; to: number; message: string }[]) {
  const state = EditorState.create({ doc, extensions: [serverErrorsField] });
  return state.update({ effects: setServerErrors.of(errors) }).state;
}

describe('serverErrorsField', () => {
  const unknown = { from: 7, to: 9, message: 'You have no search #9.' };

  it('follows the text when the user edits elsewhere', () => {
    const state = stateWith('#1 AND #9', [unknown]);
    const edited = state.update({ changes: { from: 0, insert: 'TI=x AND ' } }).state;
    expect(edited.field(serverErrorsField)).toEqual([{ ...unknown, from: 16, to: 18 }]);
  });

  it('drops a problem as soon as its text is edited, including typing right after it', () => {
    const state = stateWith('#1 AND #9', [unknown]);
    expect(state.update({ changes: { from: 8, to: 9, insert: '2' } }).state.field(serverErrorsField)).toEqual([]);
    expect(state.update({ changes: { from: 9, insert: '9' } }).state.field(serverErrorsField)).toEqual([]);
  });

  it('is replaced, not added to, by the next submit', () => {
    const state = stateWith('#1 AND #9', [unknown]);
    expect(state.update({ effects: setServerErrors.of([]) }).state.field(serverErrorsField)).toEqual([]);
  });
});
