import { describeAppContract } from '../../app-contract.ts';
import { SpreadsheetApp } from './spreadsheet-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('spreadsheet', () => new SpreadsheetApp(), CONTRACT_FIXTURES.spreadsheet);
