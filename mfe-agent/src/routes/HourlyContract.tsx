import '../i18n';
import { ContractPage } from '../contracts/ContractPage';

export default function HourlyContract() {
  return <ContractPage kind="contracthoursalreq" />;
}
