import { Badge } from '@chakra-ui/react';

const PALETTE: Record<string, string> = { pending: 'yellow', verified: 'green', rejected: 'red' };
const LABEL: Record<string, string> = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' };

/** Vendor verification status: pending yellow, verified green, rejected red. */
export function VerificationBadge({ status }: { status?: string | null }) {
  const key = status && PALETTE[status] ? status : 'pending';
  return (
    <Badge colorPalette={PALETTE[key]} variant="solid" data-testid="verification-badge">
      {LABEL[key]}
    </Badge>
  );
}
