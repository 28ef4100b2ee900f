import { useNavigate } from 'react-router-dom';
import '../i18n';
import { ContractAlertDialog, useContractAlerts } from '../features/alert';
import { CONTRACT_PAGE } from '../common/contractKinds';

/**
 * Composed by the shell on home routes (docs/product-rules.md §4, home load): one alert per pending contract kind,
 * Go opens that contract's page, cancel hides that kind for the rest of the browser session.
 */
export default function ContractAlert() {
  const navigate = useNavigate();
  const { current, cancel, close } = useContractAlerts();
  if (!current) return null;
  return (
    <ContractAlertDialog
      key={current}
      kind={current}
      onCancel={() => cancel(current)}
      onGo={() => {
        close();
        navigate(CONTRACT_PAGE[current]);
      }}
    />
  );
}
