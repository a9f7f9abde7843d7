import { describe, expect, it } from 'vitest';
import { assignToolNames, sanitizeName } from './tool-naming.ts';

const input = (file: string, baseName: string, method = 'GET', path = '/x') => ({
  service: 'azure-arm',
  file,
  method,
  path,
  baseName,
});

describe('assignToolNames', () => {
  it('keeps unique operationIds and qualifies duplicates by resource-provider folder, then file', () => {
    const names = assignToolNames([
      input('advisor/resource-manager/Microsoft.Advisor/stable/2023-01-01/advisor.json', 'Operations_List'),
      input('network/resource-manager/Microsoft.Network/stable/2024-01-01/network.json', 'Operations_List'),
      input('network/resource-manager/Microsoft.Network/stable/2024-01-01/vnet.json', 'Operations_List'),
      input(
        'compute/resource-manager/Microsoft.Compute/stable/2024-01-01/compute.json',
        'VirtualMachines_Get',
      ),
    ]);
    expect(names).toEqual([
      'advisor_Operations_List',
      'network_network_Operations_List',
      'network_vnet_Operations_List',
      'VirtualMachines_Get',
    ]);
  });

  it('separates duplicates inside one file by method and path, and fits the 64-character limit', () => {
    const long = 'A'.repeat(80);
    const names = assignToolNames([
      input('a.json', 'Dup', 'GET', '/one'),
      input('a.json', 'Dup', 'GET', '/two'),
      input('a.json', long),
    ]);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(`azure-arm__${name}`.length).toBeLessThanOrEqual(64);
    expect(names[2]).toMatch(/^A+_[0-9a-f]{6}$/);
  });

  it('sanitises characters outside [a-zA-Z0-9_-] and never leaves the __ separator inside a name', () => {
    expect(sanitizeName('get /api/v1/chat.postMessage')).toBe('get_api_v1_chat_postMessage');
    expect(sanitizeName('post_/users/{id}')).toBe('post_users_id');
    expect(sanitizeName('a__b')).toBe('a_b');
    expect(sanitizeName('***')).toBe('operation');
  });
});
