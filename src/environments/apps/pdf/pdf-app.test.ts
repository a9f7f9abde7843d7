import { describeAppContract } from '../../app-contract.ts';
import { PdfApp } from './pdf-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

// Read-only: no change to make, the contract checks the read, isolation and reset.
describeAppContract('pdf', () => new PdfApp(), CONTRACT_FIXTURES.pdf);
