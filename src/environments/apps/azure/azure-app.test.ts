import { describeAppContract } from '../../app-contract.ts';
import { AzureApp } from './azure-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('azure', () => new AzureApp(), contractFixture);
