import { Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

export const STEPS = ['Report Issue', 'Find Mechanic', 'Payment'] as const;
export type StepState = 'completed' | 'active' | 'pending';

export const stepState = (index: number, current: number): StepState => (index < current ? 'completed' : index === current ? 'active' : 'pending');

/** The three steps with their state (completed, active, pending), as the spec's progress indicator. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <HStack as="ol" gap={{ base: 2, md: 6 }} justify="center" listStyleType="none" aria-label="Progress" data-testid="maintenance-steps">
      {STEPS.map((label, i) => {
        const state = stepState(i, current);
        return (
          <HStack as="li" key={label} gap="2" data-testid={`step-${i + 1}`} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
            <Circle
              size="8"
              bg={state === 'pending' ? 'gray.200' : 'green.600'}
              color={state === 'pending' ? 'gray.700' : 'white'}
              fontWeight="bold"
              fontSize="sm"
            >
              {state === 'completed' ? <LuCheck aria-hidden /> : i + 1}
            </Circle>
            <Stack gap="0">
              <Text fontWeight={state === 'active' ? 'bold' : 'medium'} fontSize="sm">
                {label}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {state === 'completed' ? 'Completed' : state === 'active' ? 'In progress' : 'Pending'}
              </Text>
            </Stack>
          </HStack>
        );
      })}
    </HStack>
  );
}
