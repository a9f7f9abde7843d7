import { describeAppContract } from '../../app-contract.ts';
import { Tau2App } from './tau2-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('tau2', () => new Tau2App(), contractFixture);
