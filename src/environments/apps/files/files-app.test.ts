import { describeAppContract } from '../../app-contract.ts';
import { FilesApp } from './files-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('files', () => new FilesApp(), contractFixture);
