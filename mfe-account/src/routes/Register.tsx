import { useTranslation } from 'react-i18next';
import { AreaRoot, ErrorPanel, errorMessage, Spinner, useApi, fetchRegisterSettings } from 'shared';
import '../i18n';
import { RegisterForm } from '../features/register';

export default function Register() {
  const { t } = useTranslation('account');
  const settings = useApi(fetchRegisterSettings, []);
  return (
    <AreaRoot area="account">
      {settings.data ? (
        <RegisterForm settings={settings.data} />
      ) : settings.status === 'error' ? (
        <ErrorPanel message={errorMessage(settings.error, t)} onRetry={settings.reload} />
      ) : (
        <Spinner />
      )}
    </AreaRoot>
  );
}
