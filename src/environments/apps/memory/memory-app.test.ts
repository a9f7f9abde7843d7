import { describeAppContract } from '../../app-contract.ts';
import { MemoryApp } from './memory-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('memory', () => new MemoryApp(), CONTRACT_FIXTURES.memory);
