import { describeAppContract } from './app-contract.ts';
import { MailApp } from './mail-app.ts';
import { CONTRACT_FIXTURES } from './test-fixtures/contract-fixtures.ts';

describeAppContract('mail', () => new MailApp(), CONTRACT_FIXTURES.mail);
