import { describeAppContract } from '../../app-contract.ts';
import { SpreadsheetApp } from './spreadsheet-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('spreadsheet', () => new SpreadsheetApp(), contractFixture);
