import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaRoot, LoginFirst, Spinner, toast, TOAST_MS, useBrand, useSession } from 'shared';
import '../i18n';
import { promotionAccess, TrialRefused } from '../features/access';
import { SignInCalendar } from '../features/signIn';
import { Unavailable } from '../common/Unavailable';

/** /m/activity/signIn: only when the login promotion is on and the user is logged in. */
export default function SignIn() {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const access = promotionAccess(useBrand(), (b) => b.promotions.login, session);
  const guest = !session;
  const mustLogIn = t('in_logged_login', { ns: 'common' });
  useEffect(() => {
    if (guest) toast.info(mustLogIn, TOAST_MS.info);
  }, [guest, mustLogIn]);
  if (guest) return <LoginFirst />;
  return (
    <AreaRoot area="promotions">
      {access === 'pending' && <Spinner />}
      {access === 'denied' && <Unavailable message={t('sign_in_unavailable')} />}
      {access === 'trial' && <TrialRefused />}
      {access === 'allowed' && <SignInCalendar />}
    </AreaRoot>
  );
}
