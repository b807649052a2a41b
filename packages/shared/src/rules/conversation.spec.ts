import { hasContactDetails, maskContacts, MASKED_EMAIL, MASKED_PHONE } from './conversation.js';

const masked = (text: string) => maskContacts(text).text;

describe('masking contact details in messages before payment', () => {
  it.each([
    ['call me on 08031234567', `call me on ${MASKED_PHONE}`],
    ['0803 123 4567 is my line', `${MASKED_PHONE} is my line`],
    ['0803-123-4567', MASKED_PHONE],
    ['+234 803 123 4567', MASKED_PHONE],
    ['+2348031234567.', `${MASKED_PHONE}.`],
    ['2348031234567', MASKED_PHONE],
    ['(0803) 123 4567', MASKED_PHONE],
    ['0803.123.4567 or 0905 555 1212', `${MASKED_PHONE} or ${MASKED_PHONE}`],
    ['my account is 0123456789', `my account is ${MASKED_PHONE}`],
  ])('hides the phone number in %p', (input, output) => expect(maskContacts(input)).toEqual({ text: output, masked: true }));

  it.each([
    ['mail ada@example.com please', `mail ${MASKED_EMAIL} please`],
    ['Ada.Obi+oja@mail.example.ng', MASKED_EMAIL],
    ['ada (at) example (dot) com', MASKED_EMAIL],
    ['ada[at]example[dot]com', MASKED_EMAIL],
  ])('hides the e-mail address in %p', (input, output) => expect(maskContacts(input)).toEqual({ text: output, masked: true }));

  it.each(['The price is ₦50,000 for 2 rooms', 'Order #12345 arrives at 10:30 on 26/11/2026', 'Meet me at the market. Ok?', 'I paid 1500000 naira', ''])(
    'leaves %p as typed',
    (input) => expect(maskContacts(input)).toEqual({ text: input, masked: false }),
  );

  it('hides both in one message and keeps the rest', () => {
    expect(masked('WhatsApp 0803 123 4567 or mail me: ada@example.com. Thanks!')).toBe(`WhatsApp ${MASKED_PHONE} or mail me: ${MASKED_EMAIL}. Thanks!`);
    expect(hasContactDetails('ring 07011112222')).toBe(true);
    expect(hasContactDetails('see you at 5')).toBe(false);
  });
});
