import { describeAppContract } from '../../app-contract.ts';
import { CalendarApp } from './calendar-app.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('calendar', () => new CalendarApp(), contractFixture);
