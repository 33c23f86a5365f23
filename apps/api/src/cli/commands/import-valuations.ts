import { VALUATION_CSV_HEADER } from '@sextant/contracts/admin-policies';
import { importCommand } from './import-file';

export const command = importCommand('valuations', 'import-valuations', VALUATION_CSV_HEADER.join(','));
