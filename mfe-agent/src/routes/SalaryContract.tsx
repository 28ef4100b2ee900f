import '../i18n';
import { ContractPage } from '../contracts/ContractPage';

export default function SalaryContract() {
  return <ContractPage kind="dailysalreqtype" />;
}
