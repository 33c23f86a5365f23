import { importCommand } from './import-file';

export const command = importCommand(
  'transactions',
  'import-transactions',
  'policy_reference,date,type,amount,currency[,description][,reference][,charge_kind]',
);
