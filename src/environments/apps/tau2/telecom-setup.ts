/**
 * The user's side of τ²-bench's telecom environment that is no tool of theirs (upstream's user_tools.py and
 * environment.py): the scenario's set-up and breakage on the phone, the assertions on it, and the sync
 * that keeps the user's surroundings in step with the carrier's records after every call.
 */
import {
  billsAwaitingPayment,
  billById,
  getCustomerByPhone,
  lineByPhone,
  planById,
} from './telecom-tools.ts';
import type { TelecomState, TelecomUserDb } from './telecom-data.ts';
import {
  type Args,
  canSendMms,
  connectVpn,
  DEVICE_TOOLS,
  grant,
  mobileDataWorking,
  networkSearch,
  speedTest,
  toggle,
  toggleAirplane,
} from './telecom-device.ts';

/** The scenario's set-up and breakage on the phone (upstream's user-side functions that are no tools). */
export const DEVICE_SETUP: Record<string, (user: TelecomUserDb, args: Args) => unknown> = {
  set_user_info: ({ surroundings }, { name, phone_number }) => {
    surroundings.name = String(name);
    surroundings.phone_number = String(phone_number);
  },
  set_user_location: ({ surroundings }, { abroad }) => {
    surroundings.is_abroad = Boolean(abroad);
  },
  simulate_network_search: (user) => networkSearch(user),
  turn_airplane_mode_on: (user) => toggleAirplane(user) || toggleAirplane(user),
  turn_data_off: (user) => toggle(user, 'data_enabled', true) && toggle(user, 'data_enabled', true),
  turn_roaming_on: (user) => toggle(user, 'roaming_enabled', true) || toggle(user, 'roaming_enabled', true),
  turn_roaming_off: (user) => toggle(user, 'roaming_enabled', true) && toggle(user, 'roaming_enabled', true),
  turn_data_saver_mode_on: ({ device }) => (device.data_saver_mode = true),
  unseat_sim_card: (user) => {
    user.device.sim_card_missing = true;
    networkSearch(user);
  },
  lock_sim_card: (user, { mode }) => {
    user.device.sim_card_status = mode === 'puk' ? 'locked_puk' : 'locked_pin';
    networkSearch(user);
  },
  break_apn_settings: (user) => {
    user.device.active_apn_settings.apn_name = 'broken';
    networkSearch(user);
  },
  break_apn_mms_setting: ({ device }) => (device.active_apn_settings.mmsc_url = null),
  break_vpn: (user) => {
    connectVpn(user.device);
    if (user.device.vpn_details) user.device.vpn_details.server_performance = 'poor';
  },
  remove_app_permission: ({ device }, { app_name, permission }) =>
    grant(device, String(app_name), String(permission), false),
  set_network_mode_preference: (user, args) => DEVICE_TOOLS.set_network_mode_preference!(user, args),
  set_wifi_calling: ({ device }, { enabled, mms_over_wifi }) => {
    device.wifi_calling_enabled = Boolean(enabled);
    if (mms_over_wifi !== undefined && mms_over_wifi !== null)
      device.wifi_calling_mms_over_wifi = Boolean(mms_over_wifi);
  },
};

/** Upstream's assertions on the user's side, by name. */
export const DEVICE_ASSERTIONS: Record<string, (user: TelecomUserDb, args: Args) => boolean> = {
  assert_airplane_mode_status: ({ device }, { expected_status }) => device.airplane_mode === expected_status,
  assert_service_status: ({ device }, { expected_status }) =>
    device.network_connection_status === expected_status,
  assert_mobile_data_status: (user, { expected_status }) => mobileDataWorking(user) === expected_status,
  assert_mobile_roaming_status: ({ device }, { expected_status }) =>
    device.roaming_enabled === expected_status,
  assert_mobile_data_saver_mode_status: ({ device }, { expected_status }) =>
    device.data_saver_mode === expected_status,
  assert_internet_speed: (user, { expected_speed, expected_desc }) => {
    const { speed, description } = speedTest(user);
    const enough = (speed ?? 0) >= Number(expected_speed);
    return expected_desc === undefined || expected_desc === null
      ? enough
      : enough && description.toLowerCase() === String(expected_desc).toLowerCase();
  },
  assert_internet_not_excellent: (user) => speedTest(user).description.toLowerCase() !== 'excellent',
  assert_can_send_mms: (user, { expected_status }) => canSendMms(user) === expected_status,
  assert_mobile_data_usage_exceeded: ({ surroundings }, { expected_status }) =>
    surroundings.mobile_data_usage_exceeded === expected_status,
};

/**
 * Upstream's sync after every call: the user's surroundings from their line (active, roaming allowed,
 * data left), a paid payment request settles its bill, and a bill awaiting payment becomes a request.
 */
export function syncTelecom({ db, user }: TelecomState): void {
  const phone = user.surroundings.phone_number;
  if (phone === null) return;
  const line = lineByPhone(db, phone);
  user.surroundings.line_active = line.status === 'Active';
  user.surroundings.roaming_allowed = line.roaming_enabled;
  const plan = planById(db, line.plan_id);
  user.surroundings.mobile_data_usage_exceeded =
    line.data_used_gb >= plan.data_limit_gb + line.data_refueling_gb;
  if (user.surroundings.payment_request?.paid) {
    billById(db, user.surroundings.payment_request.bill_id).status = 'Paid';
    user.surroundings.payment_request = null;
  }
  if (user.surroundings.payment_request === null) {
    const [bill] = billsAwaitingPayment(db, getCustomerByPhone(db, phone));
    if (bill)
      user.surroundings.payment_request = { bill_id: bill.bill_id, amount_due: bill.total_due, paid: false };
  }
}
