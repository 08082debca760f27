/** A problem shown in the editor: a mark over `from`–`to` and a message. */
export type EditorProblem = {
  readonly from: number;
  readonly to: number;
  readonly message: string;
  /** `server` for problems the server reported on submit (such as an unknown `#n`), which the parser cannot see. */
  readonly source: 'parser' | 'server';
};
