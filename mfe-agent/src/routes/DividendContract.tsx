import '../i18n';
import { ContractPage } from '../contracts/ContractPage';

export default function DividendContract() {
  return <ContractPage kind="divtypecompperiodreq" />;
}
