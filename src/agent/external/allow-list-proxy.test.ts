import { describe, expect, it } from 'vitest';
import { HOST_PATTERN, hostAllowed } from './allow-list-proxy.ts';

describe('the allow-list of a confined agent', () => {
  it('matches a host on 443 by default, a given port, and subdomains of *.domain only', () => {
    const allow = ['api.openai.com', 'localhost:8000', '*.anthropic.com'];
    expect(hostAllowed(allow, 'api.openai.com', 443)).toBe(true);
    expect(hostAllowed(allow, 'API.OpenAI.com', 443)).toBe(true);
    expect(hostAllowed(allow, 'api.openai.com', 80)).toBe(false);
    expect(hostAllowed(allow, 'evil-api.openai.com', 443)).toBe(false);
    expect(hostAllowed(allow, 'localhost', 8000)).toBe(true);
    expect(hostAllowed(allow, 'localhost', 8001)).toBe(false);
    expect(hostAllowed(allow, 'api.anthropic.com', 443)).toBe(true);
    expect(hostAllowed(allow, 'anthropic.com.evil.test', 443)).toBe(false);
    expect(hostAllowed(allow, 'notanthropic.com', 443)).toBe(false);
  });

  it('accepts hosts, host:port and *.domain in definitions, nothing else', () => {
    for (const good of ['api.openai.com', 'localhost:8000', '*.example.com', '10.0.0.5:443'])
      expect(HOST_PATTERN.test(good), good).toBe(true);
    for (const bad of ['https://api.openai.com', 'api.openai.com/v1', '*', 'a b', ''])
      expect(HOST_PATTERN.test(bad), bad).toBe(false);
  });
});
