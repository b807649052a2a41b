/**
 * What "Test Mode" (the spec's label, kept) means and how to leave it, said beside the label wherever a
 * vendor who is not live sees it. `underReview`: the documents were submitted and await an admin.
 */
export function testModeExplanation(underReview = false): string {
  return underReview
    ? 'Test Mode: customers cannot find or book you yet. Your documents are under review (1-3 business days); you go live as soon as an admin approves them.'
    : 'Test Mode: customers cannot find or book you yet. To go live, verify your phone number, upload your documents and submit them for review on the Compliance page.';
}

/** The short form for a small card. */
export const TEST_MODE_HINT = 'Customers cannot book you yet: finish Compliance to go live';
