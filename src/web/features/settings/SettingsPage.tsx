import { Bell, CreditCard, Shield, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageTitle } from '../../lib/page-title';
import { SubscriptionSettings } from '../subscription/SubscriptionSettings';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SessionsCard } from './SessionsCard';

/** ?tab= opens a tab directly (the subscription pages and reminder emails link to theirs). */
const TABS = ['profile', 'notifications', 'security', 'subscription'] as const;

export function SettingsPage() {
  usePageTitle('Settings');
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" subtitle="Manage your account settings and preferences" />
      <Tabs defaultValue={TABS.find((tab) => tab === params.get('tab')) ?? 'profile'}>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            Notifications
          </TabsTrigger>
          <TabsTrigger value="security">
            <Shield aria-hidden="true" />
            Security
          </TabsTrigger>
          <TabsTrigger value="subscription">
            <CreditCard aria-hidden="true" />
            Subscription
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="security" className="flex flex-col gap-6">
          <SecurityTab />
          <SessionsCard />
          <DataExportCard />
          <DeleteAccountCard />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionSettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}
