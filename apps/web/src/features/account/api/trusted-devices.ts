import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export const trustedDevicesKey = ['user', 'trusted-devices'] as const;

/** The devices that skip the verification code now. */
export const getTrustedDevices = () => api.GET('/user/trusted-devices');

export const trustedDevicesQuery = () =>
  queryOptions({ queryKey: trustedDevicesKey, queryFn: getTrustedDevices });

export const useTrustedDevices = () => useQuery(trustedDevicesQuery());

/** Stops trusting a device: its next sign-in asks for the code again. */
export const revokeTrustedDevice = (id: string) =>
  api.DELETE('/user/trusted-devices/{id}', { params: { path: { id } } });
