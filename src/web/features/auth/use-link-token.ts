import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { readLinkToken } from './link-api';

export type LinkTokenState<T> =
  | { status: 'pending' }
  | { status: 'done'; data: T }
  /** `message`: the server's own words (used, expired, not valid), or null when it sent none. */
  | { status: 'failed'; message: string | null };

/**
 * Posts the page's link token once on arrival and answers what came of it. A page without a token
 * fails at once with `missingMessage`.
 */
export function useLinkToken<T>(
  post: (token: string) => Promise<T>,
  missingMessage: string,
): LinkTokenState<T> {
  const location = useLocation();
  const [token] = useState(() => readLinkToken(location));
  const [state, setState] = useState<LinkTokenState<T>>(() =>
    token ? { status: 'pending' } : { status: 'failed', message: missingMessage },
  );

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    post(token).then(
      (data) => {
        if (isCurrent) setState({ status: 'done', data });
      },
      (error: unknown) => {
        console.warn('Link token refused', error);
        if (!isCurrent) return;
        const message = error instanceof ApiError ? (error.serverMessage ?? null) : null;
        setState({ status: 'failed', message });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [post, token]);

  return state;
}
