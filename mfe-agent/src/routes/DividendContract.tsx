import '../i18n';
import { ContractPage } from '../features/contracts';

export default function DividendContract() {
  return <ContractPage kind="divtypecompperiodreq" />;
}
