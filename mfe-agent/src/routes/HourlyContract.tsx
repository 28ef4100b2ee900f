import '../i18n';
import { ContractPage } from '../features/contracts';

export default function HourlyContract() {
  return <ContractPage kind="contracthoursalreq" />;
}
