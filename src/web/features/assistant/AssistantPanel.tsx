import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SubscriptionRequired } from '../../components/SubscriptionRequired';
import { errorMessage, isSubscriptionRequired } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { useConversation } from './api';
import type { OnCite } from './AnswerText';
import { ChatAssistant } from './ChatAssistant';
import { GenerateAnalysis } from './GenerateAnalysis';
import { ASSISTANT_TEXT as T } from './texts';

/** The AI assistant tab of the report details (spec §2): sub-tabs Chat Assistant and Generate Analysis. */
export function AssistantPanel({ analysisId, onCite }: { analysisId: string; onCite: OnCite }) {
  const [tab, setTab] = useState<'chat' | 'analysis'>('chat');
  // A contracted service (decisions 064, 160): loaded only once services are open; else what the person waits for.
  const access = useServiceAccess();
  const conversation = useConversation(analysisId, access.open);
  if (access.gate) return access.gate;
  if (conversation.isError && isSubscriptionRequired(conversation.error)) return <SubscriptionRequired />;
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as 'chat' | 'analysis')} className="flex flex-col gap-3">
      <TabsList aria-label={T.subTabsLabel} className="self-start">
        <TabsTrigger value="chat">{T.chatTab}</TabsTrigger>
        <TabsTrigger value="analysis">{T.analysisTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="chat">
        {conversation.data ? (
          <ChatAssistant analysisId={analysisId} conversation={conversation.data} onCite={onCite} />
        ) : conversation.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {T.loadFailed}: {errorMessage(conversation.error, T.chatFailed)}
          </p>
        ) : (
          <Spinner label={T.loading} className="size-5" />
        )}
      </TabsContent>
      <TabsContent value="analysis">
        <GenerateAnalysis analysisId={analysisId} stored={conversation.data?.generated_analysis ?? null} onCite={onCite} />
      </TabsContent>
    </Tabs>
  );
}
