import { parseAfricasTalkingSmsAnswer } from './africastalking-sms.sender.js';
import { smsText } from './sms-sender.js';

const answer = (statusCode: number, status: string, messageId = 'ATXid_1') =>
  JSON.stringify({
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
      Recipients: [{ statusCode, number: '+2348031234567', status, cost: 'NGN 2.2000', messageId }],
    },
  });

describe("Africa's Talking SMS answers", () => {
  it('100, 101 and 102 are accepted, with the message id', () => {
    expect(parseAfricasTalkingSmsAnswer(201, answer(101, 'Success'))).toEqual({ accepted: true, providerId: 'ATXid_1' });
    expect(parseAfricasTalkingSmsAnswer(201, answer(100, 'Processed'))).toEqual({ accepted: true, providerId: 'ATXid_1' });
    expect(parseAfricasTalkingSmsAnswer(200, answer(102, 'Queued', 'None'))).toEqual({ accepted: true, providerId: null });
  });

  it('a wrong or blacklisted number is refused for good (not retried)', () => {
    expect(parseAfricasTalkingSmsAnswer(201, answer(403, 'InvalidPhoneNumber'))).toEqual({ accepted: false, reason: '403 InvalidPhoneNumber' });
    expect(parseAfricasTalkingSmsAnswer(201, answer(406, 'UserInBlacklist'))).toEqual({ accepted: false, reason: '406 UserInBlacklist' });
  });

  it('low balance, gateway errors, HTTP errors and unreadable answers throw (the job retries)', () => {
    expect(() => parseAfricasTalkingSmsAnswer(201, answer(405, 'InsufficientBalance'))).toThrow(/405 InsufficientBalance/);
    expect(() => parseAfricasTalkingSmsAnswer(201, answer(500, 'InternalServerError'))).toThrow(/500/);
    expect(() => parseAfricasTalkingSmsAnswer(401, 'The supplied authentication is invalid')).toThrow(/HTTP 401/);
    expect(() => parseAfricasTalkingSmsAnswer(200, '<html>')).toThrow(/not JSON/);
    expect(() => parseAfricasTalkingSmsAnswer(200, JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }))).toThrow(
      /InvalidSenderId/,
    );
  });
});

describe('SMS text', () => {
  it('keeps the link whole and shortens the words', () => {
    const link = 'https://oja.ng/dashboard/service-vendor/orders';
    const text = smsText('New service request', 'x'.repeat(500), link, 160);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith(` ${link}`)).toBe(true);
    expect(smsText('Booking approved', 'Pay within 24 hours.', null)).toBe('Oja: Booking approved. Pay within 24 hours.');
  });
});
