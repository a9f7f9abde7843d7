/**
 * The τ²-bench telecom databases: the carrier's (`db.toml`: plans, customers, lines, bills, devices) that
 * the agent's tools read and write, and the user's (`user_db.toml`: their phone, and the surroundings the
 * environment keeps in step with the carrier's records). Shapes and defaults follow upstream's data models
 * (src/tau2/domains/telecom/data_model.py and user_data_model.py of sierra-research/tau2-bench): records
 * are completed with the fields upstream's models add (null until set), in upstream's order, on load.
 */
import { parse } from 'smol-toml';

type Row = Record<string, unknown>;

export interface TelecomLine extends Row {
  line_id: string;
  phone_number: string;
  status: string;
  plan_id: string;
  data_used_gb: number;
  data_refueling_gb: number;
  roaming_enabled: boolean;
  contract_end_date: string | null;
  suspension_start_date: string | null;
}

export interface TelecomBill extends Row {
  bill_id: string;
  customer_id: string;
  issue_date: string;
  total_due: number;
  line_items: Row[];
  status: string;
}

export interface TelecomCustomer extends Row {
  customer_id: string;
  full_name: string;
  date_of_birth: string;
  phone_number: string;
  line_ids: string[];
  bill_ids: string[];
}

export interface TelecomPlan extends Row {
  plan_id: string;
  data_limit_gb: number;
  price_per_month: number;
  data_refueling_price_per_gb: number;
}

export interface TelecomDb {
  plans: TelecomPlan[];
  customers: TelecomCustomer[];
  lines: TelecomLine[];
  bills: TelecomBill[];
  devices: Row[];
  phone_number_aliases: Record<string, string>;
}

export interface ApnSettings {
  apn_name: string;
  reset_at_reboot: boolean;
  mms_apn: string | null;
  mmsc_url: string | null;
  mms_proxy: string | null;
  mms_port: number | null;
}

export interface AppPermissions {
  sms: boolean;
  storage: boolean;
  phone: boolean;
  network: boolean;
}

/** The phone (upstream's MockPhoneAttributes). */
export interface PhoneDevice {
  sim_card_status: string;
  sim_card_missing: boolean;
  airplane_mode: boolean;
  network_signal_strength: string;
  network_technology_connected: string;
  network_connection_status: string;
  battery_level: number;
  data_enabled: boolean;
  roaming_enabled: boolean;
  network_mode_preference: string;
  active_apn_settings: ApnSettings;
  wifi_enabled: boolean;
  wifi_connected: boolean;
  wifi_ssid: string | null;
  wifi_signal_strength: string;
  wifi_calling_enabled: boolean;
  wifi_calling_mms_over_wifi: boolean;
  data_saver_mode: boolean;
  vpn_enabled_setting: boolean;
  vpn_connected: boolean;
  vpn_details: { server_address: string | null; protocol: string | null; server_performance: string } | null;
  app_statuses: Record<string, { app_name: string; permissions: AppPermissions }>;
}

/** Where the user is, and what the carrier's records allow them (kept in step by `syncTelecom`). */
export interface UserSurroundings {
  name: string | null;
  phone_number: string | null;
  is_abroad: boolean;
  roaming_allowed: boolean;
  signal_strength: Record<string, string>;
  mobile_data_usage_exceeded: boolean;
  line_active: boolean;
  payment_request: { bill_id: string; amount_due: number; paid: boolean } | null;
}

export interface TelecomUserDb {
  device: PhoneDevice;
  surroundings: UserSurroundings;
}

/** Both databases of one telecom episode: the agent's tools act on `db`, the user's on `user`. */
export interface TelecomState {
  db: TelecomDb;
  user: TelecomUserDb;
}

/** Upstream's "today" for the telecom domain (its utils.get_today). */
export const TELECOM_TODAY = '2025-02-25';

export const defaultApn = (): ApnSettings => ({
  apn_name: 'internet',
  reset_at_reboot: false,
  mms_apn: 'mms',
  mmsc_url: 'http://mms.carrier.com/mms/wapenc',
  mms_proxy: null,
  mms_port: null,
});

const noPermissions = (): AppPermissions => ({ sms: false, storage: false, phone: false, network: false });

function defaultDevice(): PhoneDevice {
  return {
    sim_card_status: 'active',
    sim_card_missing: false,
    airplane_mode: false,
    network_signal_strength: 'good',
    network_technology_connected: '5G',
    network_connection_status: 'connected',
    battery_level: 80,
    data_enabled: true,
    roaming_enabled: false,
    network_mode_preference: '4g_5g_preferred',
    active_apn_settings: defaultApn(),
    wifi_enabled: false,
    wifi_connected: false,
    wifi_ssid: null,
    wifi_signal_strength: 'none',
    wifi_calling_enabled: false,
    wifi_calling_mms_over_wifi: false,
    data_saver_mode: false,
    vpn_enabled_setting: false,
    vpn_connected: false,
    vpn_details: null,
    app_statuses: {
      messaging: {
        app_name: 'messaging',
        permissions: { ...noPermissions(), sms: true, storage: true, phone: true },
      },
      browser: { app_name: 'browser', permissions: { ...noPermissions(), network: true, storage: true } },
    },
  };
}

function defaultSurroundings(): UserSurroundings {
  return {
    name: null,
    phone_number: null,
    is_abroad: false,
    roaming_allowed: false,
    signal_strength: { '2G': 'poor', '3G': 'fair', '4G': 'good', '5G': 'excellent' },
    mobile_data_usage_exceeded: false,
    line_active: true,
    payment_request: null,
  };
}

/** A record with upstream's fields in its order: given values first taken, the rest at their defaults. */
function shaped(defaults: Row, given: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(defaults)) out[key] = given[key] ?? value;
  for (const [key, value] of Object.entries(given)) if (!(key in out)) out[key] = value;
  return out;
}

const LINE: Row = {
  line_id: '',
  phone_number: '',
  status: 'Pending Activation',
  plan_id: '',
  device_id: null,
  data_used_gb: 0,
  data_refueling_gb: 0,
  roaming_enabled: false,
  contract_end_date: null,
  last_plan_change_date: null,
  last_sim_replacement_date: null,
  suspension_start_date: null,
};
const DEVICE: Row = {
  device_id: '',
  device_type: '',
  model: '',
  imei: null,
  is_esim_capable: false,
  activated: false,
  activation_date: null,
  last_esim_transfer_date: null,
};
const CUSTOMER: Row = {
  customer_id: '',
  full_name: '',
  date_of_birth: '',
  email: '',
  phone_number: '',
  address: null,
  account_status: 'Pending Verification',
  payment_methods: [],
  line_ids: [],
  bill_ids: [],
  created_at: '2025-01-01',
  last_extension_date: null,
  goodwill_credit_used_this_year: 0,
};
const BILL: Row = {
  bill_id: '',
  customer_id: '',
  period_start: '',
  period_end: '',
  issue_date: '',
  total_due: 0,
  due_date: '',
  line_items: [],
  status: 'Draft',
};

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** Parses `db.toml` into upstream's shapes, checking its tables are there. */
export function parseTelecomDb(text: string, source = 'db.toml'): TelecomDb {
  const raw = parse(text) as Row;
  for (const table of ['plans', 'customers', 'lines', 'bills', 'devices'])
    if (!Array.isArray(raw[table]))
      throw new Error(`${source} is not a τ²-bench telecom database: it has no "${table}" table`);
  return {
    plans: rows(raw.plans) as TelecomPlan[],
    customers: rows(raw.customers).map((row) => shaped(CUSTOMER, row) as TelecomCustomer),
    lines: rows(raw.lines).map((row) => shaped(LINE, row) as TelecomLine),
    bills: rows(raw.bills).map((row) => shaped(BILL, row) as TelecomBill),
    devices: rows(raw.devices).map((row) => shaped(DEVICE, row)),
    phone_number_aliases: (raw.phone_number_aliases as Record<string, string> | undefined) ?? {},
  };
}

/** Parses `user_db.toml`: the phone as it gives it over upstream's defaults, the surroundings at theirs. */
export function parseTelecomUserDb(text: string): TelecomUserDb {
  const raw = parse(text) as { device?: Row; surroundings?: Row };
  const device = { ...defaultDevice(), ...(raw.device ?? {}) } as PhoneDevice;
  device.active_apn_settings = { ...defaultApn(), ...device.active_apn_settings };
  for (const [name, app] of Object.entries(device.app_statuses))
    device.app_statuses[name] = { app_name: name, permissions: { ...noPermissions(), ...app.permissions } };
  return {
    device,
    surroundings: { ...defaultSurroundings(), ...(raw.surroundings ?? {}) } as UserSurroundings,
  };
}

/** The fields upstream types as floats: Python prints them with a decimal point (`0.0`, `40.0`). */
const FLOAT_FIELDS = new Set([
  'data_limit_gb',
  'price_per_month',
  'data_refueling_price_per_gb',
  'data_used_gb',
  'data_refueling_gb',
  'amount',
  'total_due',
  'goodwill_credit_used_this_year',
  'charge',
  'new_data_refueling_gb',
]);
/** Datetime fields: Python's `str(datetime)` (what upstream's JSON falls back to) has a space, not a `T`. */
const DATETIME_FIELDS = new Set(['activation_date', 'last_esim_transfer_date', 'created_at']);

/** A float as Python prints it: `2.0`, `8.7`. */
export function pyFloat(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** A tool's result as upstream renders it: models and dicts as Python's `json.dumps`, strings as they are. */
export function renderTelecom(value: unknown): string {
  return typeof value === 'string' ? value : pyJson(value, '');
}

function pyJson(value: unknown, field: string): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => pyJson(item, '')).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${pyJson(item, key)}`)
      .join(', ')}}`;
  if (typeof value === 'number') return FLOAT_FIELDS.has(field) ? pyFloat(value) : String(value);
  if (typeof value === 'string' && DATETIME_FIELDS.has(field)) {
    const datetime = value.length === 10 ? `${value} 00:00:00` : value.replace('T', ' ');
    return JSON.stringify(datetime);
  }
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
