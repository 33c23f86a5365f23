import type { ReactNode } from 'react';
import type { User } from '@/features/account/store';

const NOT_GIVEN = <span className="text-ink-muted">Not given</span>;

function DetailList({
  id,
  heading,
  rows,
}: {
  id: string;
  heading: string;
  rows: Array<[string, ReactNode]>;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="px-1 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {heading}
      </h3>
      <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="min-w-0 wrap-anywhere text-ink">{value || NOT_GIVEN}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The profile's fields (SPEC §3), grouped: name, contact, address. */
export function ProfileDetails({ user }: { user: User }) {
  const { telephone, address } = user;
  const lines = [address.firstLine, address.secondLine, address.thirdLine].filter(Boolean);
  return (
    <div className="flex flex-col gap-5">
      <DetailList
        id="profile-name"
        heading="Name"
        rows={[
          ['Title', user.title],
          ['First name', user.givenName],
          ['Surname', user.familyName],
        ]}
      />
      <DetailList
        id="profile-contact"
        heading="Contact"
        rows={[
          ['Email', user.email],
          ['Home telephone', telephone.home_number],
          ['Work telephone', telephone.work_number],
          ['Mobile telephone', telephone.mobile_number],
        ]}
      />
      <DetailList
        id="profile-address"
        heading="Address"
        rows={[
          [
            'Address',
            lines.length > 0 && (
              <span className="flex flex-col">
                {lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            ),
          ],
          ['Town', address.town],
          ['County', address.county],
          ['Postcode', address.postCode],
          ['Country', address.country],
        ]}
      />
    </div>
  );
}
