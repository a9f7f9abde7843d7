import { describeAppContract } from '../app-contract.ts';
import { CONTRACT_FIXTURES } from '../test-fixtures/contract-fixtures.ts';
import { CrmApp } from './crm-app.ts';

describeAppContract('crm', () => new CrmApp(), CONTRACT_FIXTURES.crm);
