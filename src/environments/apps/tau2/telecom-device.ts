/**
 * The user's phone in τ²-bench's telecom domain, reimplemented from upstream's definitions
 * (src/tau2/domains/telecom/user_tools.py of sierra-research/tau2-bench): what the phone shows and does
 * when the user acts on it (their tools), and the network search that follows. Each function works on
 * the state it is given, in place; the set-up, assertions and sync are in telecom-setup.ts.
 */
import { defaultApn, pyFloat, type PhoneDevice, type TelecomUserDb } from './telecom-data.ts';

export const NETWORK_MODES = ['4g_5g_preferred', '4g_only', '3g_only', '2g_only'] as const;

const SIGNAL_ICONS: Record<string, string> = {
  none: '📵 No Signal',
  poor: '📶¹ Poor',
  fair: '📶² Fair',
  good: '📶³ Good',
  excellent: '📶⁴ Excellent',
};
const onOff = (on: boolean): string => (on ? 'ON' : 'OFF');

export function statusBar({ device }: TelecomUserDb): string {
  const parts: string[] = [];
  if (device.airplane_mode) parts.push('✈️ Airplane Mode');
  else {
    parts.push(SIGNAL_ICONS[device.network_signal_strength] ?? '📵 No Signal');
    const connected = device.network_technology_connected !== 'none';
    if (connected) parts.push(device.network_technology_connected);
    if (device.data_enabled && connected) {
      parts.push('📱 Data Enabled');
      if (device.data_saver_mode) parts.push('🔽 Data Saver');
    } else parts.push('📵 Data Disabled');
  }
  if (device.wifi_enabled && device.wifi_connected)
    parts.push(device.wifi_ssid ? `📡 Connected to ${device.wifi_ssid}` : '📡 Enabled');
  if (device.vpn_connected) parts.push('🔒 VPN Connected');
  parts.push(`🔋 ${device.battery_level}%`);
  return parts.join(' | ');
}

const withBar = (user: TelecomUserDb, text: string): string => `${text}\nStatus Bar: ${statusBar(user)}`;

function simStatus(device: PhoneDevice): string {
  return device.sim_card_missing ? 'missing' : device.sim_card_status;
}

/** Where the phone connects after a search: the preferred technology's signal where the user is. */
export function networkSearch({ device, surroundings }: TelecomUserDb): void {
  const noService = () => {
    device.network_connection_status = 'no_service';
    device.network_technology_connected = 'none';
    device.network_signal_strength = 'none';
  };
  if (simStatus(device) === 'active') {
    device.network_connection_status = 'connected';
    const signal = (tech: string) => surroundings.signal_strength[tech] ?? 'none';
    const preference = device.network_mode_preference;
    const tech =
      preference === '4g_5g_preferred'
        ? signal('5G') === 'none'
          ? '4G'
          : '5G'
        : preference === '3g_only'
          ? '3G'
          : preference === '2g_only'
            ? '2G'
            : '4G';
    device.network_technology_connected = tech;
    device.network_signal_strength = signal(tech);
  } else noService();
  if (device.airplane_mode || device.active_apn_settings.apn_name === 'broken' || !surroundings.line_active)
    noService();
}

export function mobileDataWorking({ device, surroundings }: TelecomUserDb): boolean {
  if (device.airplane_mode || device.network_signal_strength === 'none') return false;
  if (device.network_connection_status === 'no_service') return false;
  if (surroundings.is_abroad && (!device.roaming_enabled || !surroundings.roaming_allowed)) return false;
  return device.data_enabled && !surroundings.mobile_data_usage_exceeded;
}

const SPEEDS: Record<string, [number, number]> = {
  '2G': [0.1, 0.4],
  '3G': [1, 5],
  '4G': [10, 100],
  '5G': [50, 500],
};
const SIGNAL_FACTORS: Record<string, number> = { poor: 0.2, fair: 0.5, good: 0.8, excellent: 1 };

/** The speed test's figure and its description, or none when mobile data does not work. */
export function speedTest(user: TelecomUserDb): { speed: number | null; description: string } {
  if (!mobileDataWorking(user)) return { speed: null, description: 'No Connection' };
  const { device } = user;
  let factor = device.vpn_connected && device.vpn_details?.server_performance === 'poor' ? 0.1 : 1;
  if (device.data_saver_mode) factor *= 0.2;
  const [min, max] = SPEEDS[device.network_technology_connected] ?? [0, 0];
  const speed =
    Math.round(((min + max) / 2) * (SIGNAL_FACTORS[device.network_signal_strength] ?? 0) * factor * 100) /
    100;
  const description =
    speed < 1 ? 'Very Poor' : speed < 5 ? 'Poor' : speed < 25 ? 'Fair' : speed < 100 ? 'Good' : 'Excellent';
  return { speed, description };
}

const SPEED_ADVICE: Record<string, string> = {
  'Very Poor': 'Connection is very slow. Basic web browsing might be difficult.',
  Poor: 'Connection is slow. Web browsing may be sluggish, streaming difficult.',
  Fair: 'Connection is okay for web browsing and some standard definition streaming.',
  Good: 'Connection is good for most activities, including HD streaming.',
  Excellent: 'Connection is very fast.',
};

export function canSendMms(user: TelecomUserDb): boolean {
  const { device } = user;
  if (!mobileDataWorking(user) || device.network_technology_connected === '2G') return false;
  if (device.wifi_calling_enabled && device.wifi_calling_mms_over_wifi) return false;
  if (device.active_apn_settings.mmsc_url === null) return false;
  const messaging = device.app_statuses.messaging;
  return Boolean(messaging && messaging.permissions.storage && messaging.permissions.sms);
}

export function toggleAirplane(user: TelecomUserDb): boolean {
  const { device } = user;
  const wasOn = device.airplane_mode;
  device.airplane_mode = !wasOn;
  if (wasOn) device.network_connection_status = 'searching';
  if (!wasOn || device.wifi_enabled) {
    device.wifi_connected = false;
    device.wifi_ssid = null;
    device.wifi_signal_strength = 'none';
  }
  if (!wasOn && device.vpn_connected) disconnectVpn(device);
  networkSearch(user);
  return device.airplane_mode;
}

function disconnectVpn(device: PhoneDevice): boolean {
  if (!device.vpn_connected) return false;
  device.vpn_connected = false;
  device.vpn_details = null;
  return true;
}

export function connectVpn(device: PhoneDevice): boolean {
  if (device.vpn_connected) return false;
  device.vpn_connected = true;
  device.vpn_details = {
    server_address: '192.168.1.1',
    protocol: 'OpenVPN',
    server_performance: 'excellent',
  };
  return true;
}

export function toggle(
  user: TelecomUserDb,
  field: 'data_enabled' | 'roaming_enabled',
  search: boolean,
): boolean {
  user.device[field] = !user.device[field];
  if (search) networkSearch(user);
  return user.device[field];
}

export function grant(
  device: PhoneDevice,
  app: string,
  permission: string,
  value: boolean,
): [boolean, string] {
  const status = device.app_statuses[app];
  const name = permission.toLowerCase();
  if (!status) return [false, `App '${app}' not found. Cannot ${value ? 'grant' : 'remove'} permission.`];
  const available = Object.keys(status.permissions);
  if (!available.includes(name))
    return [
      false,
      value
        ? `Permission '${name}' not tracked for app '${app}', available permissions: [${available.map((p) => `'${p}'`).join(', ')}]`
        : `Permission '${name}' not tracked for app '${app}'.`,
    ];
  status.permissions[name as keyof typeof status.permissions] = value;
  return [
    true,
    value
      ? `Permission '${name}' granted to app '${app}'.`
      : `Permission '${name}' removed from app '${app}'.`,
  ];
}

const permissionsOf = (permissions: Record<string, boolean>): string[] =>
  Object.entries(permissions)
    .filter(([, allowed]) => allowed)
    .map(([name]) => name.replace(/_/g, ' ').toLowerCase());

export type Args = Record<string, unknown>;

/** The user's tools (what the phone does when they act), by upstream's names: the text they see. */
export const DEVICE_TOOLS: Record<string, (user: TelecomUserDb, args: Args) => string> = {
  check_status_bar: (user) => `Status Bar: ${statusBar(user)}`,
  check_network_status: ({ device }) => {
    const lines = [
      `Airplane Mode: ${onOff(device.airplane_mode)}`,
      `SIM Card Status: ${simStatus(device)}`,
      `Cellular Connection: ${device.network_connection_status}`,
      `Cellular Signal: ${device.network_signal_strength}`,
      `Cellular Network Type: ${device.network_technology_connected}`,
      `Mobile Data Enabled: ${device.data_enabled ? 'Yes' : 'No'}`,
      `Data Roaming Enabled: ${device.roaming_enabled ? 'Yes' : 'No'}`,
      `Wi-Fi Radio: ${onOff(device.wifi_enabled)}`,
      `Wi-Fi Connected: ${device.wifi_connected ? 'Yes' : 'No'}`,
    ];
    if (device.wifi_connected) lines.push(`Connected Wi-Fi Network: ${device.wifi_ssid ?? 'None'}`);
    return lines.join('\n');
  },
  check_network_mode_preference: ({ device }) => `Network Mode Preference: ${device.network_mode_preference}`,
  set_network_mode_preference: (user, { mode }) => {
    if (!(NETWORK_MODES as readonly unknown[]).includes(mode))
      return withBar(
        user,
        `Failed to set network mode: '${String(mode)}' is not a valid option. Please use one of: ${NETWORK_MODES.join(', ')}`,
      );
    user.device.network_mode_preference = String(mode);
    networkSearch(user);
    return withBar(user, `Preferred Network Mode set to: ${String(mode)}`);
  },
  run_speed_test: (user) => {
    const { speed, description } = speedTest(user);
    if (speed === null) return `Speed test failed: ${description}.`;
    return `Speed Test Result: ${speed.toFixed(2)} Mbps (${description}). ${SPEED_ADVICE[description] ?? ''}`;
  },
  toggle_airplane_mode: (user) => withBar(user, `Airplane Mode is now ${onOff(toggleAirplane(user))}.`),
  check_sim_status: ({ device }) =>
    ({
      active: 'Your SIM card is active and working.',
      missing: 'No SIM card detected in the phone.',
      locked_pin: 'The SIM card is locked with a PIN code.',
      locked_puk: 'The SIM card is locked with a PUK code.',
    })[simStatus(device)] ?? `Unknown SIM status: ${simStatus(device)}`,
  reseat_sim_card: (user) => {
    user.device.sim_card_missing = false;
    networkSearch(user);
    return withBar(user, 'SIM card re-seated successfully.');
  },
  toggle_data: (user) => withBar(user, `Mobile Data is now ${onOff(toggle(user, 'data_enabled', true))}.`),
  toggle_roaming: (user) =>
    withBar(user, `Data Roaming is now ${onOff(toggle(user, 'roaming_enabled', true))}.`),
  check_data_restriction_status: ({ device }) =>
    device.data_saver_mode ? 'Data Saver mode is ON (limits data usage).' : 'Data Saver mode is OFF.',
  toggle_data_saver_mode: (user) => {
    user.device.data_saver_mode = !user.device.data_saver_mode;
    return withBar(user, `Data Saver Mode is now ${onOff(user.device.data_saver_mode)}.`);
  },
  check_apn_settings: ({ device }) =>
    `Current APN Name: ${device.active_apn_settings.apn_name || 'Not Set'}\nMMSC URL (for picture messages): ${device.active_apn_settings.mmsc_url || 'Not Set'}\n(These are technical settings, usually best left unchanged.)`,
  set_apn_settings: (user, { apn_settings }) => {
    user.device.active_apn_settings = { ...defaultApn(), ...(apn_settings as object) };
    networkSearch(user);
    return withBar(user, `APN settings set to: ${user.device.active_apn_settings.apn_name}`);
  },
  reset_apn_settings: (user) => {
    user.device.active_apn_settings.reset_at_reboot = true;
    networkSearch(user);
    return withBar(user, 'APN settings will reset at reboot.');
  },
  check_wifi_status: ({ device }) => {
    if (!device.wifi_enabled) return 'Wi-Fi is turned OFF.';
    return device.wifi_connected
      ? `Wi-Fi is ON and connected to '${device.wifi_ssid ?? 'None'}'. Signal strength: ${device.wifi_signal_strength}.`
      : 'Wi-Fi is ON but not connected to any network.';
  },
  toggle_wifi: (user) => {
    const { device } = user;
    if (device.airplane_mode) return withBar(user, 'Cannot change Wi-Fi settings while Airplane Mode is ON.');
    device.wifi_enabled = !device.wifi_enabled;
    if (!device.wifi_enabled) {
      device.wifi_connected = false;
      device.wifi_ssid = null;
      device.wifi_signal_strength = 'none';
    }
    return withBar(user, `Wi-Fi is now ${onOff(device.wifi_enabled)}.`);
  },
  check_wifi_calling_status: ({ device }) =>
    `Wi-Fi Calling is currently turned ${onOff(device.wifi_calling_enabled)}.`,
  toggle_wifi_calling: (user) => {
    user.device.wifi_calling_enabled = !user.device.wifi_calling_enabled;
    return withBar(user, `Wi-Fi Calling is now ${onOff(user.device.wifi_calling_enabled)}.`);
  },
  check_vpn_status: ({ device }) => {
    if (device.vpn_connected)
      return device.vpn_details
        ? `VPN is ON and connected. Details: {'server_address': '${device.vpn_details.server_address}', 'protocol': '${device.vpn_details.protocol}', 'server_performance': <PerformanceLevel.${device.vpn_details.server_performance.toUpperCase()}: '${device.vpn_details.server_performance}'>}`
        : 'VPN is ON and connected (no specific details available).';
    return device.vpn_enabled_setting
      ? 'VPN is turned ON in settings, but currently not connected.'
      : 'VPN is turned OFF.';
  },
  connect_vpn: (user) =>
    connectVpn(user.device) ? withBar(user, 'VPN connected successfully.') : 'VPN already connected.',
  disconnect_vpn: (user) =>
    withBar(
      user,
      disconnectVpn(user.device)
        ? 'VPN disconnected successfully.'
        : 'No active VPN connection to disconnect.',
    ),
  check_installed_apps: ({ device }) =>
    `The following apps are installed on the phone: ${Object.keys(device.app_statuses).join(', ')}`,
  check_app_status: ({ device }, { app_name }) => {
    const app = device.app_statuses[String(app_name)];
    if (!app) return `App '${String(app_name)}' not found on this phone.`;
    const granted = permissionsOf({ ...app.permissions });
    return [
      `Status for App: ${String(app_name)}`,
      ...(granted.length === 0
        ? [' - Permissions: None granted.']
        : [' - Permissions Granted:', ...granted.map((p) => `   - ${p}`)]),
    ].join('\n');
  },
  check_app_permissions: ({ device }, { app_name }) => {
    const app = device.app_statuses[String(app_name)];
    if (!app) return `App '${String(app_name)}' not found on this phone.`;
    const granted = permissionsOf({ ...app.permissions });
    return granted.length === 0
      ? `App '${String(app_name)}' currently has no permissions granted.`
      : `App '${String(app_name)}' has permission for: ${granted.join(', ')}.`;
  },
  grant_app_permission: (user, { app_name, permission }) => {
    const [ok, message] = grant(user.device, String(app_name), String(permission), true);
    return withBar(user, `${ok ? 'Success. ' : 'Error. '}${message}`);
  },
  can_send_mms: (user) =>
    canSendMms(user)
      ? 'Your messaging app can send MMS messages.'
      : 'Your messaging app cannot send MMS messages.',
  reboot_device: (user) => {
    const lines: string[] = [];
    if (user.device.active_apn_settings.reset_at_reboot) {
      lines.push('Resetting APN settings...');
      user.device.active_apn_settings = defaultApn();
    }
    lines.push('Restarting network services...');
    user.device.network_connection_status = 'searching';
    networkSearch(user);
    return withBar(user, lines.join('\n'));
  },
  check_payment_request: ({ surroundings }) => {
    const request = surroundings.payment_request;
    return request
      ? `You have a payment request for bill ${request.bill_id} of ${pyFloat(request.amount_due)} USD.`
      : 'No payment request has been made.';
  },
  make_payment: ({ surroundings }) => {
    const request = surroundings.payment_request;
    if (!request) return 'You do not have a payment request.';
    request.paid = true;
    return `Payment of ${pyFloat(request.amount_due)} USD has been made for bill ${request.bill_id}.`;
  },
};
