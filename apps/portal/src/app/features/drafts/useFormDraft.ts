import { useCallback, useMemo, useRef } from 'react';
import { useGetUserQuery } from '@consult/api-client';
import { clearDraft, draftKey } from './form-draft-storage';

export interface FormDraft {
  /** The sessionStorage key, or null when no draft is kept (no user yet, or not editing). */
  key: string | null;
  /** Whether the form is being edited: only then is there anything to keep or to warn about. */
  enabled: boolean;
  /** Whether the form was saved: leaving is no longer guarded. */
  isFinished: () => boolean;
  /** Call when the form is saved, before navigating: the draft goes, leaving is allowed. */
  finish: () => void;
}

/**
 * A long form's draft and leave guard (issue 18): keyed per signed-in user, per form and per
 * document. Render `<FormDraftGuard draft={draft} />` inside the form, and call `finish()` once
 * the server saved it.
 */
export function useFormDraft(form: string, document: string | number, enabled = true): FormDraft {
  const { data: user } = useGetUserQuery();
  const finished = useRef(false);
  const key = user && enabled ? draftKey(user.id, form, document) : null;
  const finish = useCallback(() => {
    finished.current = true;
    if (key) clearDraft(key);
  }, [key]);
  const isFinished = useCallback(() => finished.current, []);
  return useMemo(() => ({ key, enabled, finish, isFinished }), [key, enabled, finish, isFinished]);
}
