import { describeAppContract } from '../../app-contract.ts';
import { CalendarApp } from './calendar-app.ts';
import { CONTRACT_FIXTURES } from '../../test-fixtures/contract-fixtures.ts';

describeAppContract('calendar', () => new CalendarApp(), CONTRACT_FIXTURES.calendar);
