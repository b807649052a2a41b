import { Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMessageCircle } from 'react-icons/lu';
import { useUnreadBySubject } from '@/lib/conversations';
import { ConversationThread } from './conversation-thread';
import { DialogFrame } from '@/components/dialog-frame';

/** "Message" / "Messages (2 unread)": the accessible name of an order card's button. */
export const messageButtonLabel = (unread: number) => (unread > 0 ? `Messages (${unread} unread)` : 'Message');

/**
 * An order card's "Message" button with the unread count, opening the subject's conversation in a dialog. The counts
 * come from one GET /api/conversations/unread per page (SWR dedupes it across cards), kept current by the live
 * channel (`useLiveConversationCounts` in the page's shell).
 */
export function MessageButton({ kind, id, title }: { kind: string; id: number; title: string }) {
  const { data } = useUnreadBySubject();
  const [open, setOpen] = useState(false);
  const unread = data?.data.find((r) => r.kind === kind && r.id === id)?.unread ?? 0;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette={unread ? 'orange' : 'gray'} onClick={() => setOpen(true)} data-testid="message-button">
        <LuMessageCircle aria-hidden /> {messageButtonLabel(unread)}
      </Button>
      <DialogFrame
        root={{ open, onOpenChange: (e) => setOpen(e.open), placement: 'center', size: 'lg' }}
        positioner={{ px: '4' }}
        content={{ 'data-testid': 'message-dialog' }}
        title={<>Messages · {title}</>}
        closeLabel="Close messages"
      >
        <Dialog.Body pb="5">{open && <ConversationThread kind={kind} id={id} />}</Dialog.Body>
      </DialogFrame>
    </>
  );
}
