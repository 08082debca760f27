import type { AnalysisLoadAnswer } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import type { LoadStatus } from '../components/AnalysisLoadingScreen';
import { type AnalysisErrorQuery, workspacesListWithError } from '../utils/analysisRoutes';
import { type AnalysisSession, saveAnalysisSession, sessionFromLoad } from '../utils/analysisSession';

/** SPEC §2's loading messages, in the order the screen shows them. */
export const LOADING_MESSAGES = {
  start: 'Loading...',
  loading: 'Loading Analysis...',
  redirecting: 'Redirecting...',
  redirected: 'Redirected to Analysis.',
} as const;

type StartState = { status: LoadStatus; message: string; backTo?: string; failedStatus?: number };

/**
 * SPEC §4 Analysis start: the request is kept, the analysis loaded, the session stored with its UTC timestamp,
 * then the screen redirects where `target` says. A failure shows the server's message with status error and
 * offers the way back to the workspaces list with the error query.
 */
export function useAnalysisStart(
  load: (() => Promise<AnalysisLoadAnswer>) | null,
  target: (session: AnalysisSession) => string | Promise<string>,
  options: { store: boolean; missing: AnalysisErrorQuery; backToList?: boolean },
): StartState {
  const navigate = useNavigate();
  const [state, setState] = useState<StartState>({ status: 'loading', message: LOADING_MESSAGES.start });
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the analysis loads once per visit of the screen
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!load) {
      navigate(workspacesListWithError(options.missing), { replace: true });
      return;
    }
    setState({ status: 'loading', message: LOADING_MESSAGES.loading });
    load().then(
      async (answer) => {
        const session = sessionFromLoad(answer, null);
        if (options.store) saveAnalysisSession(session);
        setState({ status: 'loading', message: LOADING_MESSAGES.redirecting });
        try {
          const to = await target(session);
          setState({ status: 'success', message: LOADING_MESSAGES.redirected });
          navigate(to, { replace: true });
        } catch (error) {
          setState({
            status: 'error',
            message: error instanceof ApiError && error.message ? error.message : 'Could not load',
            failedStatus: error instanceof ApiError ? error.status : 0,
          });
        }
      },
      (error: unknown) => {
        const kind: AnalysisErrorQuery =
          error instanceof ApiError && error.status > 0 && error.status < 500 ? 'failedInit' : 'unknownError';
        const message = error instanceof ApiError && error.message ? error.message : 'Could not load';
        setState({
          status: 'error',
          message,
          failedStatus: error instanceof ApiError ? error.status : 0,
          ...(options.backToList === false ? {} : { backTo: workspacesListWithError(kind) }),
        });
      },
    );
  }, []);
  return state;
}
