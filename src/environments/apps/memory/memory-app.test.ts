import { describeAppContract } from '../../app-contract.ts';
import { MemoryApp } from './memory-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('memory', () => new MemoryApp(), contractFixture);
