import { describeAppContract } from '../../app-contract.ts';
import { SqlApp } from './sql-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('sql', () => new SqlApp(), CONTRACT_FIXTURES.sql);
