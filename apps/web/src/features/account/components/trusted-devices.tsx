import type { TrustedDevice } from '@sextant/contracts/security';
import { RotateCw, ShieldCheck, ShieldOff } from 'lucide-react';
import {
  revokeTrustedDevice,
  trustedDevicesKey,
  useTrustedDevices,
} from '@/features/account/api/trusted-devices';
import { SECURITY_TEXTS } from '@/features/account/security-texts';
import { formatMoment } from '@/shared/format/moment';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { SkeletonList } from '@/shared/ui/skeleton';
import { DeviceFacts } from './device-facts';
import { RevokeButton } from './revoke-button';

function DeviceItem({ device }: { device: TrustedDevice }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-4">
      <DeviceFacts
        device={device.device}
        browser={device.browser}
        badge={device.current ? SECURITY_TEXTS.thisDevice : null}
        facts={[
          ['First remembered', formatMoment(device.trusted_at)],
          ['Last used', device.last_used_at ? formatMoment(device.last_used_at) : 'Not yet'],
          ['Remembered until', formatDate(device.trusted_until)],
        ]}
      />
      <RevokeButton
        revoke={() => revokeTrustedDevice(device.id)}
        listKey={trustedDevicesKey}
        icon={ShieldOff}
        text="Forget"
        label={`Forget ${device.device}, ${device.browser}: ask for the verification code there again`}
      />
    </li>
  );
}

/** The devices that skip the verification code, each of which can be forgotten. */
export function TrustedDevices() {
  const query = useTrustedDevices();
  if (query.isPending) return <SkeletonList rows={2} label="Loading your trusted devices" />;
  if (query.isError) {
    return (
      <EmptyState icon={ShieldCheck} message={SECURITY_TEXTS.devicesFailed}>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </EmptyState>
    );
  }
  if (query.data.items.length === 0)
    return <EmptyState icon={ShieldCheck} message={SECURITY_TEXTS.noTrustedDevices} />;
  return (
    <ul
      aria-label="Trusted devices"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
    >
      {query.data.items.map((device) => (
        <DeviceItem key={device.id} device={device} />
      ))}
    </ul>
  );
}
