import { describeAppContract } from '../../app-contract.ts';
import { PdfApp } from './pdf-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

// Read-only: no change to make, the contract checks the read, isolation and reset.
describeAppContract('pdf', () => new PdfApp(), contractFixture);
