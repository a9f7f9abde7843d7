import { describe, expect, it } from 'vitest';
import { parseTelecomDb, parseTelecomUserDb, type TelecomState } from './telecom-data.ts';
import { runTelecomCall, runTelecomSetup, telecomAssertion } from './telecom-toolkit.ts';

// A carrier with one customer, one line and one issued bill; the phone as upstream's user_db.toml has it.
const DB = `
[[plans]]
plan_id = "P1"
name = "Premium Plan"
data_limit_gb = 15.0
price_per_month = 65.0
data_refueling_price_per_gb = 2.0

[[devices]]
device_id = "D1"
device_type = "phone"
model = "Smartphone X"
is_esim_capable = true
activated = true
activation_date = "2025-01-20T14:30:00"

[[lines]]
line_id = "L1"
phone_number = "555-123-2002"
status = "Active"
plan_id = "P1"
device_id = "D1"
data_used_gb = 8.7
data_refueling_gb = 0.0
roaming_enabled = false

[[bills]]
bill_id = "B1"
customer_id = "C1"
period_start = "2025-01-01"
period_end = "2025-01-31"
issue_date = "2025-02-01"
total_due = 65.0
due_date = "2025-02-15"
status = "Issued"

[[customers]]
customer_id = "C1"
full_name = "Álvaro Smith"
date_of_birth = "1985-06-15"
email = "a@example.com"
phone_number = "555-123-2002"
account_status = "Active"
line_ids = ["L1"]
bill_ids = ["B1"]
[customers.address]
street = "1 Main St"
city = "Anytown"
state = "CA"
zip_code = "12345"
`;
const USER_DB = `
[device]
sim_card_status = "active"
network_technology_connected = "5G"
network_signal_strength = "excellent"
`;

function fresh(): TelecomState {
  const state = { db: parseTelecomDb(DB), user: parseTelecomUserDb(USER_DB) };
  runTelecomSetup(state, {
    env_type: 'user',
    func_name: 'set_user_info',
    arguments: { name: 'Álvaro Smith', phone_number: '555-123-2002' },
  });
  return state;
}
const agent = (state: TelecomState, name: string, args: Record<string, unknown> = {}) =>
  runTelecomCall(state, { name, arguments: args });
const user = (state: TelecomState, name: string, args: Record<string, unknown> = {}) =>
  runTelecomCall(state, { name, arguments: args, requestor: 'user' });

describe('telecom agent tools', () => {
  it('finds customers as upstream does: phone digits only, names without accents; errors as upstream words them', () => {
    const state = fresh();
    expect(
      JSON.parse(agent(state, 'get_customer_by_phone', { phone_number: '(555) 123 2002' }).text),
    ).toMatchObject({
      customer_id: 'C1',
      last_extension_date: null,
    });
    expect(
      JSON.parse(agent(state, 'get_customer_by_name', { full_name: 'alvaro smith', dob: '1985-06-15' }).text),
    ).toHaveLength(1);
    expect(agent(state, 'get_customer_by_phone', { phone_number: '999' })).toEqual({
      text: 'Error: Customer with phone number 999 not found',
      isError: true,
    });
    expect(agent(state, 'get_details_by_id', { id: 'X1' }).text).toBe('Error: Unknown ID format or type: X1');
    // Floats as Python prints them, datetimes as its str() does, absent optional fields as null.
    expect(agent(state, 'get_details_by_id', { id: 'L1' }).text).toContain(
      '"data_refueling_gb": 0.0, "roaming_enabled": false',
    );
    expect(agent(state, 'get_details_by_id', { id: 'D1' }).text).toContain(
      '"activation_date": "2025-01-20 14:30:00"',
    );
    expect(agent(state, 'get_details_by_id', { id: 'L1', extra: 1 }).isError).toBe(true);
  });

  it('refuels data onto a new draft bill for next month, and says it in upstream’s words', () => {
    const state = fresh();
    const out = JSON.parse(
      agent(state, 'refuel_data', { customer_id: 'C1', line_id: 'L1', gb_amount: 2 }).text,
    );
    expect(out).toEqual({
      message: 'Successfully added 2.0 GB of data for line L1 for $4.00',
      new_data_refueling_gb: 2,
      charge: 4,
    });
    const draft = state.db.bills.find((bill) => bill.status === 'Draft')!;
    expect(draft).toMatchObject({
      period_start: '2025-03-01',
      period_end: '2025-03-31',
      due_date: '2025-03-15',
      total_due: 4,
    });
    expect(state.db.customers[0]!.bill_ids).toEqual(['B1', draft.bill_id]);
    expect(agent(state, 'refuel_data', { customer_id: 'C1', line_id: 'L1', gb_amount: 0 }).text).toBe(
      'Error: Refuel amount must be positive',
    );
    expect(agent(state, 'enable_roaming', { customer_id: 'C1', line_id: 'L2' }).text).toBe(
      'Error: Line L2 not found for customer C1',
    );
  });
});

describe("the user's phone and the sync of both sides", () => {
  it('shows the status bar and speed as upstream computes them', () => {
    const state = fresh();
    expect(user(state, 'check_status_bar').text).toBe(
      'Status Bar: 📶⁴ Excellent | 5G | 📱 Data Enabled | 🔋 80%',
    );
    expect(user(state, 'run_speed_test').text).toBe(
      'Speed Test Result: 275.00 Mbps (Excellent). Connection is very fast.',
    );
    user(state, 'toggle_data_saver_mode');
    expect(user(state, 'run_speed_test').text).toContain('55.00 Mbps (Good)');
    expect(user(state, 'toggle_airplane_mode').text).toBe(
      'Airplane Mode is now ON.\nStatus Bar: ✈️ Airplane Mode | 🔋 80%',
    );
    expect(user(state, 'run_speed_test').text).toBe('Speed test failed: No Connection.');
    expect(user(state, 'set_network_mode_preference', { mode: '5g' }).text).toMatch(
      /^Failed to set network mode: '5g' is not a valid option. Please use one of: 4g_5g_preferred, 4g_only, 3g_only, 2g_only/,
    );
    // The agent's tools are not the user's, nor the other way round.
    expect(agent(state, 'toggle_airplane_mode').isError).toBe(true);
    expect(user(state, 'get_customer_by_id', { customer_id: 'C1' }).isError).toBe(true);
  });

  it('a payment request reaches the phone; paying it settles the bill; a suspended line needs a reboot', () => {
    const state = fresh();
    expect(user(state, 'make_payment').text).toBe('You do not have a payment request.');
    agent(state, 'send_payment_request', { customer_id: 'C1', bill_id: 'B1' });
    expect(user(state, 'check_payment_request').text).toBe(
      'You have a payment request for bill B1 of 65.0 USD.',
    );
    expect(agent(state, 'send_payment_request', { customer_id: 'C1', bill_id: 'B1' }).text).toBe(
      'Error: A bill is already awaiting payment for this customer',
    );
    expect(user(state, 'make_payment').text).toBe('Payment of 65.0 USD has been made for bill B1.');
    expect(state.db.bills[0]!.status).toBe('Paid');
    expect(state.user.surroundings.payment_request).toBeNull();

    agent(state, 'suspend_line', { customer_id: 'C1', line_id: 'L1', reason: 'travel' });
    const service = {
      env_type: 'user' as const,
      func_name: 'assert_service_status',
      arguments: { expected_status: 'connected' },
    };
    expect(telecomAssertion(state, service)).toBe(true); // no search yet: the phone still shows its old service
    user(state, 'reboot_device');
    expect(telecomAssertion(state, service)).toBe(false);
    agent(state, 'resume_line', { customer_id: 'C1', line_id: 'L1' });
    user(state, 'reboot_device');
    expect(telecomAssertion(state, service)).toBe(true);
  });
});
