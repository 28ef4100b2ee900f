import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, REDIRECT_AFTER_SUCCESS_MS } from 'shared';
import { returnPath } from '../../../common/returnTo';

/**
 * A screen a player may come to on the way to another (the withdrawal sends them to set a payment password):
 * `finish` goes back there (`?returnTo=`) once the success toast has been seen, else to the member centre.
 */
export function useSideTrip() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = search.get('returnTo');
  const finish = useCallback(() => {
    setTimeout(() => navigate(returnPath(returnTo, paths.memberHome)), REDIRECT_AFTER_SUCCESS_MS);
  }, [navigate, returnTo]);
  return { returnTo, finish };
}
