import { describeAppContract } from '../../app-contract.ts';
import { GitApp } from './git-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('git', () => new GitApp(), contractFixture);
