import { describe, expect, it } from 'vitest';
import { validateProfileImage } from './upload-profile-picture';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('validateProfileImage', () => {
  it("needs a file: 'Please select an image first'", () => {
    expect(validateProfileImage(null)).toBe('Please select an image first');
  });
  it("needs an image type: 'Please select a valid image file'", () => {
    expect(validateProfileImage(file('application/pdf', 10))).toBe('Please select a valid image file');
  });
  it("allows at most 5 MB: 'Image size should be less than 5MB'", () => {
    expect(validateProfileImage(file('image/png', 5 * 1024 * 1024 + 1))).toBe('Image size should be less than 5MB');
    expect(validateProfileImage(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });
});
