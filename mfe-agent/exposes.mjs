// The public API of this remote: its route modules and the widgets the shell composes.
export const exposes = {
  './AgentRegister': './src/routes/AgentRegister.tsx',
  './SalaryContract': './src/routes/SalaryContract.tsx',
  './DividendContract': './src/routes/DividendContract.tsx',
  './HourlyContract': './src/routes/HourlyContract.tsx',
  './ContractAlert': './src/widgets/ContractAlert.tsx'
};
