import { useEffect, useState } from 'react';
import { checkAffiliateCode } from 'shared';
import type { UrlCodeStatus } from './registerFields';

/** Checks the invitation code that came with the URL; a code the server cannot confirm counts as invalid. */
export function useUrlAffiliateCode(code: string): UrlCodeStatus {
  const [status, setStatus] = useState<UrlCodeStatus>(code ? 'checking' : 'none');
  useEffect(() => {
    if (!code) {
      setStatus('none');
      return;
    }
    let live = true;
    setStatus('checking');
    checkAffiliateCode(code).then(
      (valid) => live && setStatus(valid ? 'valid' : 'invalid'),
      () => live && setStatus('invalid'),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return status;
}
