import { Card, Stat } from '@chakra-ui/react';
import { formatNaira } from '@/lib/format';

/** One balance: label, naira amount and a hint. */
export function MoneyStat({
  label,
  amount,
  hint,
  testId,
  accent = 'gray.900',
}: {
  label: string;
  amount: number;
  hint?: string;
  testId?: string;
  accent?: string;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color={accent} fontSize={{ base: 'xl', md: '2xl' }} data-testid={testId}>
            {formatNaira(amount)}
          </Stat.ValueText>
          {hint && <Stat.HelpText fontSize="xs">{hint}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
