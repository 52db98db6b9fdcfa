/**
 * Race writes answer `{message, race}`; the pages only read the message and refetch the lists.
 * (Typed, not re-checked: see `request` in http.ts.)
 */
export interface ActionResponse {
  message: string;
}
