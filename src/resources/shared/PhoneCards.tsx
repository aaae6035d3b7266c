import type { ReactNode } from 'react';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** What a list shows of a record on a phone, beside its name (the resource's record representation). */
export interface PhoneCard {
  secondary?: (record: RaRecord) => ReactNode;
  tertiary?: (record: RaRecord) => ReactNode;
  /** Buttons at the card's end, for a list whose cards open nothing (`rowClick` false). */
  actions?: (record: RaRecord) => ReactNode;
}

/**
 * A list on a phone (under 600 px): one card per record in one column, as react-admin's SimpleList
 * draws it, instead of a table wider than the screen. A card opens the record as a row would.
 */
export function PhoneCards({ card, rowClick }: { card?: PhoneCard; rowClick: SimpleListProps['rowClick'] }) {
  return (
    <div data-testid="phone-cards">
      <SimpleList
        secondaryText={card?.secondary && ((record: RaRecord) => card.secondary?.(record))}
        tertiaryText={card?.tertiary && ((record: RaRecord) => card.tertiary?.(record))}
        rightIcon={card?.actions && ((record: RaRecord) => card.actions?.(record))}
        rowClick={rowClick}
      />
    </div>
  );
}
