import { Alert, Box, Button, HStack, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Fetcher } from 'swr';
import { LuImagePlus, LuSend, LuX } from 'react-icons/lu';
import {
  ATTACHMENT_PHOTO_MAX_BYTES,
  ATTACHMENT_PHOTO_MIME_TYPES,
  CONVERSATION_MESSAGES,
  hasContactDetails,
  MESSAGE_BODY_MAX,
  MESSAGE_PHOTOS_MAX,
  MESSAGES as TEXTS,
} from '@oja/shared';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/use-session';
import {
  CONVERSATIONS_KEY,
  markConversationRead,
  refreshConversationLists,
  sendMessage,
  useLiveThread,
  useThread,
  withMessage,
  type ChatMessage,
  type ThreadPage,
} from '@/lib/conversations';

export interface ConversationThreadProps {
  kind: string;
  id: number;
  /** Admins read a disputed subject's thread: no composer, nothing marked read. */
  readOnly?: boolean;
  /** The thread's route base (the admins' read-only route) and the fetcher with its token. */
  base?: string;
  fetcher?: Fetcher<ThreadPage, string>;
}

/** A photo's problem as the API would state it, checked before sending. */
function photoProblem(file: File): string | null {
  if (!(ATTACHMENT_PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return TEXTS.invalidPhoto;
  if (file.size > ATTACHMENT_PHOTO_MAX_BYTES) return TEXTS.photoTooLarge;
  return null;
}

/**
 * One subject's conversation: its messages oldest first with photos and "Seen" receipts, and a composer (text and up
 * to three photos) that warns, before payment, that contact details will be hidden. Kept current by the live channel
 * (no polling); marks the thread read while it is open.
 */
export function ConversationThread({ kind, id, readOnly = false, base = CONVERSATIONS_KEY, fetcher }: ConversationThreadProps) {
  const { user } = useSession();
  // An admin reading a dispute's thread is no party: every message is someone else's.
  const me = readOnly ? null : (user?.id ?? null);
  const { data, error, mutate } = useThread(kind, id, base, fetcher);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);

  const markRead = () => {
    if (readOnly) return;
    void markConversationRead(kind, id)
      .then((r) => {
        if (r.data.marked > 0) refreshConversationLists();
      })
      .catch(() => undefined);
  };
  useLiveThread(kind, id, mutate);

  const messages = data?.data ?? [];
  const lastOthers = [...messages].reverse().find((m) => m.sender.id !== me && !m.read_at)?.id ?? 0;
  // Opened, or a new message from the other side arrived while open (live): read.
  useEffect(() => {
    if (lastOthers) markRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest unread message
  }, [lastOthers, kind, id]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const masking = data?.meta.masking ?? false;
  const warnContacts = masking && hasContactDetails(body);
  const lastMine = [...messages].reverse().find((m) => m.sender.id === me);

  const addPhotos = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const bad = list.map(photoProblem).find(Boolean);
    if (bad) return setProblem(bad);
    if (photos.length + list.length > MESSAGE_PHOTOS_MAX) return setProblem(CONVERSATION_MESSAGES.tooManyPhotos);
    setProblem(null);
    setPhotos((p) => [...p, ...list]);
  };

  const send = async () => {
    const text = body.trim();
    if (!text && !photos.length) return setProblem(CONVERSATION_MESSAGES.bodyRequired);
    if ([...text].length > MESSAGE_BODY_MAX) return setProblem(CONVERSATION_MESSAGES.bodyTooLong);
    setBusy(true);
    setProblem(null);
    try {
      const res = await sendMessage(kind, id, text, photos);
      const sent = res.data as ChatMessage;
      void mutate((page) => withMessage(page, sent), false);
      setBody('');
      setPhotos([]);
      refreshConversationLists();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : 'Your message could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (error) {
    return (
      <Alert.Root status="error" data-testid="thread-error">
        <Alert.Indicator />
        <Alert.Title>
          {error instanceof ApiError && error.status === 404 ? CONVERSATION_MESSAGES.notFound : 'Messages could not be loaded. Please try again.'}
        </Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3" role="region" aria-label="Conversation" data-testid="conversation-thread">
      <Stack gap="2" maxH="24rem" overflowY="auto" role="log" aria-label="Messages" aria-live="polite" px="1">
        {!data && <Text color="gray.600">Loading messages…</Text>}
        {data && messages.length === 0 && (
          <Text color="gray.600" data-testid="thread-empty">
            No messages yet.{readOnly ? '' : ' Ask a question or share a photo.'}
          </Text>
        )}
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} mine={m.sender.id === me} seen={!readOnly && m.id === lastMine?.id && Boolean(m.read_at)} />
        ))}
        <div ref={end} />
      </Stack>
      {!readOnly && (
        <Stack gap="2" as="form" onSubmit={(e) => (e.preventDefault(), void send())}>
          {masking && (
            <Text fontSize="xs" color={warnContacts ? 'orange.700' : 'gray.600'} data-testid="masking-hint">
              {CONVERSATION_MESSAGES.maskingHint}
            </Text>
          )}
          <Textarea
            aria-label="Message"
            placeholder="Write a message"
            value={body}
            maxLength={MESSAGE_BODY_MAX}
            rows={2}
            onChange={(e) => setBody(e.target.value)}
          />
          {photos.length > 0 && (
            <HStack gap="2" wrap="wrap" data-testid="pending-photos">
              {photos.map((p, i) => (
                <Button
                  key={`${p.name}-${i}`}
                  size="xs"
                  variant="outline"
                  aria-label={`Remove photo ${p.name}`}
                  onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
                >
                  {p.name} <LuX aria-hidden />
                </Button>
              ))}
            </HStack>
          )}
          {problem && (
            <Text color="red.700" fontSize="sm" role="alert" data-testid="thread-problem">
              {problem}
            </Text>
          )}
          <HStack justify="space-between">
            <Input
              ref={fileInput}
              type="file"
              accept={ATTACHMENT_PHOTO_MIME_TYPES.join(',')}
              multiple
              display="none"
              aria-label="Photos"
              onChange={(e) => (addPhotos(e.target.files), (e.target.value = ''))}
            />
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={photos.length >= MESSAGE_PHOTOS_MAX}>
              <LuImagePlus aria-hidden /> Attach photo
            </Button>
            <Button size="sm" colorPalette="green" type="submit" loading={busy}>
              <LuSend aria-hidden /> Send
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

function MessageBubble({ message: m, mine, seen }: { message: ChatMessage; mine: boolean; seen: boolean }) {
  return (
    <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="85%" data-testid="message" data-mine={mine ? 'true' : 'false'}>
      <Box bg={mine ? 'green.50' : 'gray.100'} rounded="lg" px="3" py="2">
        {!mine && (
          <Text fontSize="xs" fontWeight="semibold" color="gray.700">
            {m.sender.name}
          </Text>
        )}
        {m.erased ? (
          <Text fontSize="sm" color="gray.600" fontStyle="italic">
            This message was deleted.
          </Text>
        ) : (
          m.body && (
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {m.body}
            </Text>
          )
        )}
        {m.photos.length > 0 && (
          <HStack gap="2" wrap="wrap" mt="1">
            {m.photos.map((p, i) => (
              <a key={p.id} href={p.url} target="_blank" rel="noopener noreferrer" aria-label={`Open photo ${i + 1} in a new tab`}>
                <Image src={p.url} alt={`Photo ${i + 1} from ${mine ? 'you' : m.sender.name}`} boxSize="20" objectFit="cover" rounded="md" loading="lazy" />
              </a>
            ))}
          </HStack>
        )}
      </Box>
      <Text fontSize="xs" color="gray.600" textAlign={mine ? 'end' : 'start'}>
        {formatDateTime(m.created_at)}
        {m.masked && ' · contact details hidden'}
        {seen && (
          <Text as="span" data-testid="seen">
            {' '}
            · Seen
          </Text>
        )}
      </Text>
    </Box>
  );
}
