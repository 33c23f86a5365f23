import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { originOf } from './origin';

const request = (headers: Record<string, string | string[]>, ip = '203.0.113.7') =>
  ({ ip, headers }) as unknown as FastifyRequest;

const DEVICE = 'device-0123456789';

describe('originOf', () => {
  it('reads the IP, the device id and the whole user agent', () => {
    expect(originOf(request({ 'x-device-id': DEVICE, 'user-agent': 'Browser/1.0' }))).toEqual({
      ip: '203.0.113.7',
      deviceId: DEVICE,
      userAgent: 'Browser/1.0',
    });
  });

  it('answers null for a missing device id and user agent', () => {
    expect(originOf(request({}))).toEqual({ ip: '203.0.113.7', deviceId: null, userAgent: null });
  });

  it('refuses a malformed device id, and reads the first of repeated ones', () => {
    expect(originOf(request({ 'x-device-id': 'short' })).deviceId).toBeNull();
    expect(originOf(request({ 'x-device-id': 'x'.repeat(500) })).deviceId).toBeNull();
    expect(originOf(request({ 'x-device-id': [DEVICE, 'other-device-id'] })).deviceId).toBe(DEVICE);
  });

  it('keeps the first agentChars characters of the user agent when asked, and all of it otherwise', () => {
    const long = 'A'.repeat(600);
    expect(originOf(request({ 'user-agent': long })).userAgent).toBe(long);
    expect(originOf(request({ 'user-agent': long }), { agentChars: 500 }).userAgent).toBe('A'.repeat(500));
    expect(originOf(request({ 'user-agent': 'short' }), { agentChars: 500 }).userAgent).toBe('short');
    expect(originOf(request({}), { agentChars: 500 }).userAgent).toBeNull();
  });
});
