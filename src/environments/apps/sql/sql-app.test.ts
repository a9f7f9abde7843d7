import { describeAppContract } from '../../app-contract.ts';
import { SqlApp } from './sql-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('sql', () => new SqlApp(), contractFixture);
