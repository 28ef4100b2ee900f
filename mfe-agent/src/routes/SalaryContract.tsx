import '../i18n';
import { ContractPage } from '../features/contracts';

export default function SalaryContract() {
  return <ContractPage kind="dailysalreqtype" />;
}
