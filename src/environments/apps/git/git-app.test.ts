import { describeAppContract } from '../../app-contract.ts';
import { GitApp } from './git-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('git', () => new GitApp(), CONTRACT_FIXTURES.git);
