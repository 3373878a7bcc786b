import type { PostalAddress } from '../../../../common/postal-address';

/** The address as printed on an envelope: street lines, then "CITY, ST ZIP". */
export function addressLines(address: PostalAddress): string[] {
  return [address.street, ...(address.street2 ? [address.street2] : []), `${address.city}, ${address.state} ${address.zip}`];
}
