import { KeyRound, LogOut, MessagesSquare, Smartphone, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button';
import { LinkList } from '../../../shared/ui/link-list';
import { PageSection } from '../../../shared/ui/page-section';

export function AccountPage() {
  return (
    <PageSection heading="Your account">
      <LinkList
        label="Account settings"
        items={[
          {
            to: '/tabs/account/update',
            label: 'Your details',
            description: 'Name, contact details and address',
            icon: UserPen,
          },
          { to: '/tabs/account/password', label: 'Change password', icon: KeyRound },
          { to: '/tabs/account/mfa-setup', label: 'Two-Factor Authentication', icon: Smartphone },
          {
            to: '/tabs/messages',
            label: 'Messages',
            description: 'Secure messages with your firm',
            icon: MessagesSquare,
          },
        ]}
      />
      <Link to="/logout" className={buttonClass('secondary', 'lg', 'mt-2 w-full text-red-700')}>
        <LogOut aria-hidden="true" className="size-5" />
        Sign out
      </Link>
    </PageSection>
  );
}
