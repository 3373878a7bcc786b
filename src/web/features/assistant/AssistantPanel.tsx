import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/errors';
import { useServiceAccess } from '../subscription/service-access';
import { useConversation } from './api';
import type { OnCite } from './AnswerText';
import { ChatAssistant } from './ChatAssistant';
import { GenerateAnalysis } from './GenerateAnalysis';
import { ASSISTANT_TEXT as T } from './texts';

/** The AI assistant tab of the report details (spec §2): sub-tabs Chat Assistant and Generate Analysis. */
export function AssistantPanel({ analysisId, onCite }: { analysisId: string; onCite: OnCite }) {
  const [tab, setTab] = useState<'chat' | 'analysis'>('chat');
  // The chat explains the report for free and keeps advice on what to dispute for open services (decision 168); the
  // generated analysis is advice, so its tab shows what the person waits for until then (decisions 160, 168).
  const access = useServiceAccess();
  const conversation = useConversation(analysisId);
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as 'chat' | 'analysis')} className="flex flex-col gap-3">
      <TabsList aria-label={T.subTabsLabel} className="self-start">
        <TabsTrigger value="chat">{T.chatTab}</TabsTrigger>
        <TabsTrigger value="analysis">{T.analysisTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="chat" className="flex flex-col gap-3">
        {!access.open && !access.pending ? <p className="text-sm text-muted-foreground">{T.freeSide}</p> : null}
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
        {access.gate ?? <GenerateAnalysis analysisId={analysisId} stored={conversation.data?.generated_analysis ?? null} onCite={onCite} />}
      </TabsContent>
    </Tabs>
  );
}
