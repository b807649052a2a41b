/**
 * Style props for one card of a long list (a booking, a dish): while it is off screen the browser skips its style,
 * layout and paint (`content-visibility: auto`), keeping the height it last had, or `height` before it was ever drawn.
 * A phone's first layout of a drawn page of a dozen cards is then the few on screen (docs/performance.md, "Repeat
 * visits"). Only for a card whose overflow is hidden and whose dialogs are portalled: the containment it brings clips
 * what overflows the card and places its fixed descendants against it.
 */
export const skippedOffscreen = (height: string) => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` }) as const;
