import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { useBusy } from '@/components/use-busy';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush, usePushConfig } from '../api/push';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/**
 * Push notifications on this device: a button turns them on (the browser's permission prompt comes only after
 * that click), another turns them off. When the server has no push keys, a sentence says so instead.
 */
export function PushDeviceSection() {
  const { data: config } = usePushConfig();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, run] = useBusy();

  useEffect(() => {
    let live = true;
    const check = async () => {
      if (!pushSupported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'blocked';
      return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
    };
    void check().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  if (!config) return null;
  const enabled = config.data.enabled && config.data.public_key;

  const turnOn = () =>
    run(
      (e) => {
        if (pushSupported() && Notification.permission === 'denied') setState('blocked');
        toastFailure('Could not turn on notifications on this device', e);
      },
      async () => {
        const res = await turnOnPush(config.data.public_key!);
        setState('on');
        toastSuccess(res.message);
      },
    );
  const turnOff = () =>
    run('Could not turn off notifications on this device', async () => {
      const res = await turnOffPush();
      setState('off');
      toastSuccess(res.message);
    });

  return (
    <Stack gap="2" data-testid="push-device" borderTopWidth="1px" pt="4">
      <Text fontWeight="medium">Push notifications on this device</Text>
      {!enabled ? (
        <Text fontSize="sm" color="gray.600">
          Push notifications are not set up on this Oja server yet. You still get your notices in the app, by e-mail and by SMS.
        </Text>
      ) : state === 'unsupported' ? (
        <Text fontSize="sm" color="gray.600">
          This browser cannot receive push notifications. On an iPhone, add Oja to your Home Screen first.
        </Text>
      ) : state === 'blocked' ? (
        <Text fontSize="sm" color="gray.600">
          Notifications are blocked for Oja in this browser. Allow them in the site settings to turn them on.
        </Text>
      ) : state === 'on' ? (
        <HStack wrap="wrap" gap="3">
          <Text fontSize="sm">Notifications are on for this device.</Text>
          <Button size="sm" variant="outline" onClick={() => void turnOff()} loading={busy} loadingText="Turning off...">
            Turn off on this device
          </Button>
        </HStack>
      ) : (
        <HStack wrap="wrap" gap="3">
          <Button
            size="sm"
            colorPalette="green"
            variant="outline"
            onClick={() => void turnOn()}
            loading={busy}
            loadingText="Turning on..."
            disabled={state === 'checking'}
          >
            Turn on notifications on this device
          </Button>
          <Text fontSize="xs" color="gray.600">
            Your browser will ask you to allow notifications from Oja.
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
