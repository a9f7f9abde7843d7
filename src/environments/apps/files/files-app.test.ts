import { describeAppContract } from '../../app-contract.ts';
import { FilesApp } from './files-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('files', () => new FilesApp(), CONTRACT_FIXTURES.files);
