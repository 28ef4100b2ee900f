import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkAffiliateCode } from 'shared';

export type LinkCodeState =
  { status: 'none' } | { status: 'checking'; code: string } | { status: 'valid'; code: string } | { status: 'invalid'; code: string };

/** The invitation code that came with the link (`?affiliateCode=` or `?code=`), checked once with the server. */
export function useLinkAffiliateCode(): LinkCodeState {
  const [params] = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [state, setState] = useState<LinkCodeState>(code ? { status: 'checking', code } : { status: 'none' });

  useEffect(() => {
    if (!code) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'checking', code });
    checkAffiliateCode(code).then(
      (valid) => live && setState({ status: valid ? 'valid' : 'invalid', code }),
      // Not confirmed: let the member see and keep the code; it is checked again before registering.
      () => live && setState({ status: 'invalid', code }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  return state;
}

/** docs/product-rules.md §4: the invitation code field shows only when the link's code is not valid and the setting is on. */
export const showAffiliateField = (link: LinkCodeState, settingEnabled: boolean): boolean =>
  settingEnabled && link.status !== 'valid' && link.status !== 'checking';
