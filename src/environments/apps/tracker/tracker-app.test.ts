import { describeAppContract } from '../../app-contract.ts';
import { TrackerApp } from './tracker-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('tracker', () => new TrackerApp(), contractFixture);
