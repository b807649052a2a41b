import { presentImage, uploadUrl, type StoredImage } from './photo-image.js';
import { saveDataRequested } from '../../common/save-data.js';

const APP = 'https://oja.example';
const ours: StoredImage = {
  url: 'ignored',
  storage_key: 'listing-photos/a-1280.webp',
  width: 1280,
  height: 960,
  variants: [
    { width: 960, height: 720, key: 'listing-photos/a-960.webp' },
    { width: 480, height: 360, key: 'listing-photos/a-480.webp' },
    { width: 1280, height: 960, key: 'listing-photos/a-1280.webp' },
  ],
};

describe('a photo on the wire', () => {
  it('links an upload as a URL built from the app’s address would, for plain keys and odd ones', () => {
    const bases = [APP, 'http://127.0.0.1:3950', 'https://oja.ng/', 'https://oja.ng/app/', 'https://OJA.ng:443/x?y#z', 'http://u:p@oja.ng:8080'];
    const keys = [
      'listing-photos/9b47d277-db97-4b51-a811-b9885644df80.webp',
      'a.webp',
      'x/y/z_1.PNG',
      'a b.webp',
      '../secret',
      'a/./b.webp',
      'é.webp',
      'a?b',
      '',
    ];
    for (const base of bases)
      for (const key of keys) expect([base, key, uploadUrl(base, key)]).toEqual([base, key, new URL(`/uploads/${key}`, base).toString()]);
  });

  it('is the largest with every width, unless low-data mode asks for the smallest alone', () => {
    expect(presentImage(ours, APP)).toEqual({
      url: `${APP}/uploads/listing-photos/a-1280.webp`,
      srcset: `${APP}/uploads/listing-photos/a-960.webp 960w, ${APP}/uploads/listing-photos/a-480.webp 480w, ${APP}/uploads/listing-photos/a-1280.webp 1280w`,
      width: 1280,
      height: 960,
    });
    expect(presentImage(ours, APP, { small: true })).toEqual({
      url: `${APP}/uploads/listing-photos/a-480.webp`,
      srcset: `${APP}/uploads/listing-photos/a-480.webp 480w`,
      width: 480,
      height: 360,
    });
  });

  it('an outside image, or one of ours without variants, stays as stored in low-data mode', () => {
    const outside = { url: 'https://images.example.com/a.jpg' };
    expect(presentImage(outside, APP, { small: true })).toEqual(presentImage(outside, APP));
    const bare = { ...ours, variants: [] };
    expect(presentImage(bare, APP, { small: true })).toEqual(presentImage(bare, APP));
  });
});

describe('the Save-Data header', () => {
  it.each([
    ['on', true],
    ['On', true],
    ['on, foo', true],
    [['off', 'on'], true],
    ['off', false],
    ['', false],
    [undefined, false],
    ['online', false],
  ])('%j asks for less data: %s', (header, expected) => {
    expect(saveDataRequested(header as string | string[] | undefined)).toBe(expected);
  });
});
