import { describeAppContract } from '../../app-contract.ts';
import { TrackerApp } from './tracker-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('tracker', () => new TrackerApp(), CONTRACT_FIXTURES.tracker);
